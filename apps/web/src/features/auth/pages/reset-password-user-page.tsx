import { ResetPasswordCard } from '../components/reset-password-card';

/** /reset-password-user?email=…&token=… — a customer's reset link (docs/product/routes-and-screens.md). */
export default function ResetPasswordUserPage() {
  return <ResetPasswordCard audience="customer" />;
}
