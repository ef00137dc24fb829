import { ResetPasswordCard } from '../components/reset-password-card';

/** /reset-password?email=…&token=… — a model's or admin's reset link (docs/product/accounts.md); then /login. */
export default function ResetPasswordPage() {
  return <ResetPasswordCard audience="advertiser" />;
}
