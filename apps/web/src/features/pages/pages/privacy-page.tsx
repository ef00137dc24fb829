import { ComingSoon } from '../../../components/ui/coming-soon';

export default function PrivacyPage() {
  return (
    <ComingSoon title="Privacy Policy">What we collect, why, and how we protect it.</ComingSoon>
  );
}
