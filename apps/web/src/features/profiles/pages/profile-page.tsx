import { slugToTitle } from '@app/contract';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

/** /profile/:name/:id — a model's public profile (SPEC.md section 2). */
export default function ProfilePage() {
  const { name = '' } = useParams();
  return (
    <ComingSoon title={slugToTitle(name) || 'Profile'}>
      Photos, rates, availability and contact details of this listing.
    </ComingSoon>
  );
}
