import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useMatch, useNavigation } from 'react-router';
import { useModelHeartbeat } from '../../hooks/use-model-heartbeat';
import { cx } from '../../lib/class-names';
import { AgeGate, useAgeGate } from './age-gate';
import { RouteLoadingOverlay } from './route-loading-overlay';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastRegion } from './toast-region';
import { ROUTE_PATTERNS } from '../../lib/route-paths';

/**
 * Header, page, footer; the loading overlay while the next page's code loads; toasts; and the
 * age gate, which makes everything behind it inert while it shows.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useModelHeartbeat();
  // docs/product/routes-and-screens.md: a profile page has a smaller bottom padding in the header/footer block.
  const isProfilePage = useMatch(ROUTE_PATTERNS.profile) !== null;
  return (
    <>
      <AgeGatedShell className={cx('app-shell', isProfilePage && 'app-shell--compact')}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="app-main">
          <Outlet />
        </main>
        <SiteFooter />
        {navigation.state === 'loading' ? <RouteLoadingOverlay /> : null}
      </AgeGatedShell>
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}

interface AgeGatedShellProps {
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * The page, inert behind the age gate while it shows. Its own component: when hydration ends
 * and the gate learns the visitor's flag, React redraws at once only this and the gate; the
 * page it wraps was made by RootLayout and is not drawn again.
 */
function AgeGatedShell({ className, children }: AgeGatedShellProps) {
  const ageGate = useAgeGate();
  return (
    <>
      <div className={className} inert={ageGate.isShown && ageGate.isSettled}>
        {children}
      </div>
      {ageGate.isShown ? <AgeGate onAccept={ageGate.accept} isActive={ageGate.isSettled} /> : null}
    </>
  );
}
