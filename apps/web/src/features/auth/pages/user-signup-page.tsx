import { SignUpCard } from '../components/sign-up-card';

/** /user-signup — customer sign-up (docs/product/limits-and-messages.md); then the code at /otp-verify/:id. */
export default function UserSignupPage() {
  return <SignUpCard audience="customer" />;
}
