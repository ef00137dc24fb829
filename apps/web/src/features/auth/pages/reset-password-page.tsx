import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset Password">Choose a new password for your account.</ComingSoon>;
}
