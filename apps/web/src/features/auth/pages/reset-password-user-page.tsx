import { ResetPasswordCard } from '../components/reset-password-card';

/** /reset-password-user?email=…&token=… — a customer's reset link (SPEC.md section 2). */
export default function ResetPasswordUserPage() {
  return <ResetPasswordCard audience="customer" />;
}
