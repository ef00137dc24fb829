import { ComingSoon } from '../../../components/ui/coming-soon';

export default function ModelDashboardPage() {
  return (
    <ComingSoon title="Model Dashboard">Your listing, photos, tours and statistics.</ComingSoon>
  );
}
