import { ComingSoon } from '../../../components/ui/coming-soon';

export default function RequestResetPage() {
  return (
    <ComingSoon title="Reset Your Password">
      We will send a reset link to your e-mail or phone.
    </ComingSoon>
  );
}
