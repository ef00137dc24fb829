import { ComingSoon } from '../../../components/ui/coming-soon';

export default function CustomerDashboardPage() {
  return <ComingSoon title="My Dashboard">Your profile, wishlist and notifications.</ComingSoon>;
}
