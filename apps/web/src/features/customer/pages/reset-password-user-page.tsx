import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ResetPasswordUserPage() {
  return (
    <ComingSoon title="Set New Password">
      Choose a new password for your customer account.
    </ComingSoon>
  );
}
