import { ComingSoon } from '../../../components/ui/coming-soon';

/** /otp-verify/:id — the 4-digit code sent after customer sign-up (SPEC.md section 2). */
export default function OtpVerifyPage() {
  return <ComingSoon title="Verify Your Account">Enter the 4-digit code we sent you.</ComingSoon>;
}
