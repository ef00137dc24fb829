import { SignUpCard } from '../components/sign-up-card';

/** /user-signup — customer sign-up (SPEC.md sections 5 and 8); then the code at /otp-verify/:id. */
export default function UserSignupPage() {
  return <SignUpCard audience="customer" />;
}
