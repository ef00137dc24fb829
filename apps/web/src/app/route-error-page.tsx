import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from '../components/ui/message-page';
import { logError } from '../lib/log';
import { ROUTES } from '../lib/route-paths';

/**
 * What a route shows when its page fails: most often its code chunk did not load (offline, a
 * new release replaced the old files, or the 120 s time-out of docs/product/limits-and-messages.md). A reload fixes
 * all of those, so that is the action offered.
 */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    logError('route', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MessagePage
        title="Page not found"
        actions={
          <Link to={ROUTES.home} className="button">
            Back to the directory
          </Link>
        }
      >
        <p>The page you asked for does not exist or has moved.</p>
      </MessagePage>
    );
  }

  return (
    <MessagePage
      title="This page could not load"
      actions={
        <>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={ROUTES.home} className="button button--ghost">
            Back to the directory
          </Link>
        </>
      }
    >
      <p>Please check your connection and try again.</p>
    </MessagePage>
  );
}
