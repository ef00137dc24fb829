import { ComingSoon } from '../../../components/ui/coming-soon';

export default function VerifyPage() {
  return (
    <ComingSoon title="Verify Your Account">
      Confirm your e-mail address to finish registering.
    </ComingSoon>
  );
}
