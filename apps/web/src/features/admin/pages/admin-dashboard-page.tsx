import { slugToTitle } from '@app/contract';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

/** /AdminDashboard/:navName — the admin console; :navName is the open section. */
export default function AdminDashboardPage() {
  const { navName = 'dashboard' } = useParams();
  return (
    <ComingSoon title={`Admin: ${slugToTitle(navName)}`}>
      Moderate listings, run the blog and the newsletter, and answer messages.
    </ComingSoon>
  );
}
