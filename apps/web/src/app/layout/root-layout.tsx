import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RouteLoadingOverlay } from './route-loading-overlay';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, page, footer; the loading overlay while the next page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <SiteFooter />
      {navigation.state === 'loading' ? <RouteLoadingOverlay /> : null}
      <ScrollRestoration />
    </div>
  );
}
