import { SignInCard } from '../components/sign-in-card';

/** /user-login — customer sign-in (SPEC.md sections 2, 4, 5, 8, 9). */
export default function UserLoginPage() {
  return <SignInCard audience="customer" />;
}
