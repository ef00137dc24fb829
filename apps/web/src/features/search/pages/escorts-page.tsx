import { slugToTitle } from '@app/contract';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';

/**
 * /escorts/:state and /escorts/:state/:city — results by location. SPEC.md section 2: the
 * route words have dashes turned into spaces and each word capitalised.
 */
export default function EscortsPage() {
  const { state = '', city } = useParams();
  const place = [city, state]
    .filter(Boolean)
    .map((word) => slugToTitle(word ?? ''))
    .join(', ');
  return <ComingSoon title={`Escorts in ${place}`}>Listings for this location.</ComingSoon>;
}
