import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { AGE_GATE_STORAGE_KEY } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSearchItem, makeSearchResponse } from '../test/factories';
import { renderAppAt } from '../test/render-app';
import { MODEL_DASHBOARD_SECTIONS } from '../lib/route-paths';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

/**
 * One real path for every route of docs/product/routes-and-screens.md, written as a browser would send it
 * (so "/not Found" arrives as /not%20Found), with the route it must reach.
 */
const FIXED_PATHS: ReadonlyArray<readonly [path: string, routeId: string]> = [
  ['/', 'home'],
  ['/homepage', 'homepage'],
  ['/login-test', 'login-test'],
  ['/profile/jane-doe/7', 'profile'],
  ['/profile/jane-doe/7?state=new-south-wales', 'profile'],
  ['/blog', 'blog'],
  ['/blog/first-post/1', 'blog-entry'],
  ['/registration', 'registration'],
  ['/contactus', 'contact'],
  ['/searchpage', 'search-page'],
  ['/popular-locations', 'popular-locations'],
  ['/login', 'model-login'],
  ['/otp-verify/42', 'otp-verify'],
  ['/escorts/new-south-wales', 'escorts-state'],
  ['/escorts/new-south-wales/sydney', 'escorts-city'],
  ['/reset-password', 'reset-password'],
  ['/reset-password-user?email=a%40b.au&token=t', 'reset-password-user'],
  ['/request-reset', 'request-reset'],
  ['/Verify', 'verify'],
  ['/about-us', 'about-us'],
  ['/replacement', 'replacement'],
  ['/site', 'site'],
  ['/dmca', 'dmca'],
  ['/term-and-conditions', 'terms'],
  ['/privacy-and-policy', 'privacy'],
  ['/customer/dashboard', 'customer-dashboard'],
  ['/step', 'step'],
  ['/user-login', 'user-login'],
  ['/user-signup', 'user-signup'],
  ['/addaprofile', 'add-profile'],
  ['/AdminDashboard/dashboard', 'admin-dashboard'],
  ['/modelDashboard', 'model-dashboard'],
  ['/not%20Found', 'unknown-role'],
  ['/faq', 'faq'],
  ['/verified-badge', 'verified-badge'],
];

function leafRouteId(path: string): string | undefined {
  const pathname = path.split('?')[0] ?? path;
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

describe('routes', () => {
  // A returning visitor: the age gate (tested on its own) stays out of the way.
  beforeEach(() => {
    window.localStorage.setItem(AGE_GATE_STORAGE_KEY, 'true');
  });

  it.each(FIXED_PATHS)('declares %s (route %s)', (path, routeId) => {
    expect(leafRouteId(path)).toBe(routeId);
  });

  it.each(MODEL_DASHBOARD_SECTIONS)(
    'gives the model dashboard section %s its own URL',
    (section) => {
      expect(leafRouteId(`/modelDashboard/${section}`)).toBe(`model-dashboard-${section}`);
    },
  );

  it('sends every other path to the 404 page', () => {
    for (const path of [
      '/nope',
      '/profile/only-name',
      '/escorts/a/b/c',
      '/blog/x',
      '/modelDashboard/nope',
    ]) {
      expect(leafRouteId(path)).toBe(NOT_FOUND_ROUTE_ID);
    }
  });

  it.each(FIXED_PATHS.filter(([path]) => path !== '/homepage'))(
    'renders a page with a heading at %s',
    async (path) => {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(async () => jsonResponse(makeSearchResponse([makeSearchItem()]))),
      );
      renderAppAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByText(/© 2023/)).toBeInTheDocument();
    },
  );

  it('redirects /homepage to /', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(makeSearchResponse([]))),
    );
    const router = renderAppAt('/homepage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /escorts and companions/i }),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, inside the layout', async () => {
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows the 404 page at /not Found, the Dashboard target of an unknown role', async () => {
    renderAppAt('/not%20Found');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.title).toMatch(/^Page not found/);
  });
});
