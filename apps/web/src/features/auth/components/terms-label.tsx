import { Link } from 'react-router';
import { ROUTES } from '../../../lib/route-paths';

/** The terms box's label: what is accepted, with both documents one tap away. */
export function TermsLabel() {
  return (
    <>
      I accept the <Link to={ROUTES.terms}>terms</Link> &amp;{' '}
      <Link to={ROUTES.privacy}>privacy policy</Link>
    </>
  );
}
