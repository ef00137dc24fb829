import { SignInCard } from '../components/sign-in-card';

/** /login — models and admins sign in (docs/product/accounts.md); then their dashboard, by role. */
export default function ModelLoginPage() {
  return <SignInCard audience="advertiser" />;
}
