import { SignInCard } from '../components/sign-in-card';

/** /user-login — customer sign-in (docs/product/routes-and-screens.md, accounts.md and limits-and-messages.md). */
export default function UserLoginPage() {
  return <SignInCard audience="customer" />;
}
