import { NOT_FOUND_META } from '@app/contract';
import { Link } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';
import { ROUTES } from '../../../lib/route-paths';

/**
 * Every path no route declares, and /not Found (docs/product/routes-and-screens.md: where the header's
 * Dashboard button sends a role that has no dashboard).
 */
export default function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      meta={NOT_FOUND_META}
      actions={
        <>
          <Link to={ROUTES.home} className="button">
            Back to the directory
          </Link>
          <Link to={ROUTES.popularLocations} className="button button--ghost">
            Popular locations
          </Link>
        </>
      }
    >
      <p>The page you asked for does not exist, has moved, or the listing is no longer live.</p>
    </MessagePage>
  );
}
