import { SEARCH_MESSAGES } from '@app/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeSearchItem,
  makeSearchResponse,
  requestUrl,
} from '../../../test/factories';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import AdvancedSearchPage from './advanced-search-page';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path: string) {
  return renderWithProviders(
    <>
      <AdvancedSearchPage />
      <LocationProbe />
    </>,
    { path },
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const searchUrls = () =>
  fetchMock.mock.calls
    .map(([input]) => requestUrl(input))
    .filter((url) => url.startsWith('/api/search-models'));

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = requestUrl(input);
    const label = new URL(url, 'http://x').searchParams.toString() || 'everything';
    return jsonResponse(makeSearchResponse([makeSearchItem({ name: `Result for ${label}` })]));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => sessionStorage.clear());

describe('AdvancedSearchPage', () => {
  it('fills the form from the URL and searches with exactly those filters', async () => {
    renderPage('/searchpage?state=victoria&city=st-kilda&gender=female&min_age=25&verified=true');

    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('Victoria');
    expect(screen.getByLabelText('City or suburb')).toHaveValue('St Kilda');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Minimum age')).toHaveValue(25);
    expect(screen.getByLabelText('Verified listings only')).toBeChecked();
    expect(screen.getByLabelText('Recently online only')).not.toBeChecked();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Results in St Kilda, Victoria' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Result for/ })).toBeInTheDocument();
    expect(searchUrls()).toEqual([
      '/api/search-models?state=victoria&city=st+kilda&gender=female&min_age=25&verified=true',
    ]);
  });

  it('puts the chosen filters in the URL and searches with them', async () => {
    renderPage('/searchpage');
    await screen.findByRole('link', { name: /Result for everything/ });

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Queensland' } });
    fireEvent.change(screen.getByLabelText('City or suburb'), { target: { value: 'Gold Coast' } });
    fireEvent.change(screen.getByLabelText('Account Type'), { target: { value: 'BDSM' } });
    fireEvent.change(screen.getByLabelText('Categories'), { target: { value: 'Independents' } });
    fireEvent.change(screen.getByLabelText('Maximum age'), { target: { value: '40' } });
    fireEvent.click(screen.getByLabelText('Recently online only'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(
        '/searchpage?state=queensland&city=gold-coast&account_type=BDSM&escort_type=Independents&max_age=40&online=true',
      ),
    );
    await waitFor(() =>
      expect(searchUrls().at(-1)).toBe(
        '/api/search-models?state=queensland&city=gold+coast&account_type=BDSM&escort_type=Independents&max_age=40&online=true',
      ),
    );
  });

  it('offers the richer filters, puts them in the URL and searches with them', async () => {
    renderPage('/searchpage?state=victoria&language=Thai&sort=newest');
    await screen.findByRole('link', { name: /Result for/ });
    expect(screen.getByLabelText('Language')).toHaveValue('Thai');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    // The language box suggests the contract's languages (LISTING_LANGUAGE_SUGGESTIONS).
    const suggestions = document.getElementById(
      screen.getByLabelText('Language').getAttribute('list')!,
    );
    expect(suggestions?.querySelector('option[value="Mandarin"]')).not.toBeNull();

    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '300' } });
    fireEvent.click(screen.getByLabelText('Outcall'));
    fireEvent.click(screen.getByLabelText('Available today'));
    fireEvent.click(screen.getByLabelText('Touring soon'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const query =
      'state=victoria&min_price=150&max_price=300&language=Thai&outcall=true&available_today=true&touring_soon=true&sort=price_asc';
    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(`/searchpage?${query}`),
    );
    await waitFor(() =>
      expect(searchUrls().at(-1)).toBe(
        '/api/search-models?state=victoria&min_price=150&max_price=300&outcall=true&language=Thai&available_today=true&touring_soon=true&sort=price_asc',
      ),
    );
  });

  it('refuses a price range whose minimum is above its maximum before asking the API', async () => {
    renderPage('/searchpage');
    await screen.findByRole('link', { name: /Result for/ });
    const asked = searchUrls().length;

    fireEvent.change(screen.getByLabelText('Minimum price'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(SEARCH_MESSAGES.badPriceRange)).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum price')).toHaveAttribute('aria-invalid', 'true');
    expect(searchUrls()).toHaveLength(asked);
  });

  it('refuses a minimum age above the maximum before asking the API', async () => {
    renderPage('/searchpage');
    await screen.findByRole('link', { name: /Result for/ });

    fireEvent.change(screen.getByLabelText('Minimum age'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Maximum age'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(SEARCH_MESSAGES.badAgeRange)).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum age')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/searchpage$/);
    expect(searchUrls()).toHaveLength(1);
  });

  it("lists Australia-wide for the header's country-only search", async () => {
    renderPage('/searchpage?country=australia');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Results in Australia' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Result for country=australia/ }),
    ).toBeInTheDocument();
  });

  it('clears every filter from the form and the URL', async () => {
    renderPage('/searchpage?state=tasmania&online=true');
    await screen.findByRole('link', { name: /Result for/ });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() =>
      expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/searchpage$/),
    );
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.getByLabelText('Recently online only')).not.toBeChecked();
  });

  it("shows the URL's filters after Back, even when the search and Back render as one", async () => {
    // The browser's own history, as in the app: Back makes a new location object.
    window.history.replaceState(null, '', '/searchpage?state=victoria');
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <BrowserRouter>
          <AdvancedSearchPage />
        </BrowserRouter>
      </AppProviders>,
    );
    await screen.findByRole('link', { name: /Result for/ });
    const online = screen.getByLabelText('Recently online only');

    fireEvent.click(online);
    // Search, then Back before React renders the search's page: both updates land in one act.
    await act(async () => {
      const backed = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(window.location.search).toContain('online=true'));
      window.history.back();
      await backed;
    });

    expect(window.location.search).toBe('?state=victoria');
    expect(online).not.toBeChecked();
  });
});
