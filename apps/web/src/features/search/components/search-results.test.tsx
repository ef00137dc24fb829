import type { SearchModelsQuery } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  makeSearchItem,
  makeSearchResponse,
  requestUrl,
} from '../../../test/factories';
import { createTestQueryClient, renderWithProviders } from '../../../test/render';
import { searchResultsQueryOptions } from '../api/search-models';
import { SAVED_NEXT_LINK_KEY, SAVED_RESULTS_KEY, SAVED_SEARCH_KEY } from '@app/contract';
import { buildSearchKey, saveResults } from '../lib/saved-results';
import { SearchResults } from './search-results';

function mockFetch(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => handler(requestUrl(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function calledUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => requestUrl(input));
}

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  sessionStorage.clear();
  scrollIntoView.mockReset();
});

describe('SearchResults', () => {
  it('shows a card for each listing, linking to /profile/:name/:id?state=…', async () => {
    mockFetch(() =>
      jsonResponse(
        makeSearchResponse([
          makeSearchItem({
            name: 'Jane Doe',
            verified: true,
            recently_online: true,
            active_now: true,
            profile: { state: 'New South Wales', country: 'Australia' },
            model: {
              id: 7,
              age: 27,
              suburb: 'Bondi',
              image_name: 'jane.webp',
              description: '<p>Warm &amp; <strong>friendly</strong></p><p>companion</p>',
            },
          }),
          makeSearchItem({
            name: 'Amy',
            profile: { state: 'Victoria', country: 'Australia' },
            model: { id: 8, age: 31, suburb: 'St Kilda' },
          }),
        ]),
      ),
    );

    renderWithProviders(<SearchResults query={{}} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading listings…');
    const janeLink = await screen.findByRole('link', { name: /Jane Doe/ });
    expect(janeLink).toHaveAttribute('href', '/profile/jane-doe/7?state=new-south-wales');
    const jane = within(janeLink);
    expect(jane.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(jane.getByText('Age 27')).toBeInTheDocument();
    expect(jane.getByText('Bondi, Australia')).toBeInTheDocument();
    expect(jane.getByText('Warm & friendly companion')).toBeInTheDocument();
    expect(jane.getByText('Recently online')).toBeInTheDocument();
    expect(jane.getByText('Verified')).toBeInTheDocument();
    expect(jane.getByText('Active Now')).toBeInTheDocument();
    const image = jane.getByRole('img', { name: 'Jane Doe' });
    expect(image).toHaveAttribute('src', '/images/jane.webp');
    // The first card's photo is fetched at once and first; the others wait (docs/PERFORMANCE.md).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');

    const amyLink = screen.getByRole('link', { name: /Amy/ });
    const amyImage = within(amyLink).getByRole('img', { name: 'Amy' });
    expect(amyImage).toHaveAttribute('loading', 'lazy');
    expect(amyImage).not.toHaveAttribute('fetchpriority', 'high');
    expect(amyLink).toHaveAttribute('href', '/profile/amy/8?state=victoria');
    expect(within(amyLink).queryByText('Recently online')).not.toBeInTheDocument();
    expect(within(amyLink).queryByText('Active Now')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 listings');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("puts the whole search's count above the list, the noun agreeing with it", async () => {
    mockFetch((url) =>
      jsonResponse(
        url.includes('Sydney')
          ? makeSearchResponse([makeSearchItem({ name: 'One Of Many' })], { total: 132 })
          : makeSearchResponse([makeSearchItem({ name: 'The Only One' })]),
      ),
    );

    const { unmount } = renderWithProviders(
      <SearchResults query={{ city: 'Sydney' }} placeName="Sydney" withMap />,
    );
    const count = await screen.findByText('132 escorts in Sydney');
    // Before the first card in the page's order, so it is on a phone's first screen.
    expect(
      count.compareDocumentPosition(screen.getByRole('link', { name: /One Of Many/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();

    renderWithProviders(<SearchResults query={{}} />);
    expect(await screen.findByText('1 escort in Australia')).toBeInTheDocument();
  });

  it('loads more from next_page_url on this origin, moves focus to the first new card and saves the grown list', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/search-models?state=Victoria'
        ? jsonResponse(
            makeSearchResponse([makeSearchItem({ name: 'First Page' })], {
              next_page_url: 'https://api.example.com/api/search-models?state=Victoria&page=2',
            }),
          )
        : jsonResponse(makeSearchResponse([makeSearchItem({ name: 'Second Page' })])),
    );

    renderWithProviders(<SearchResults query={{ state: 'Victoria' }} />);
    await waitFor(() =>
      expect(sessionStorage.getItem(SAVED_NEXT_LINK_KEY)).toBe(
        'https://api.example.com/api/search-models?state=Victoria&page=2',
      ),
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Load more' }));

    const second = await screen.findByRole('link', { name: /Second Page/ });
    await waitFor(() => expect(second).toHaveFocus());
    expect(screen.getByRole('link', { name: /First Page/ })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual([
      '/api/search-models?state=Victoria',
      '/api/search-models?state=Victoria&page=2',
    ]);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(SAVED_NEXT_LINK_KEY)).toBe(''));
    const saved = JSON.parse(sessionStorage.getItem(SAVED_RESULTS_KEY)!) as { name: string }[];
    expect(saved.map((item) => item.name)).toEqual(['First Page', 'Second Page']);
    expect(sessionStorage.getItem(SAVED_SEARCH_KEY)).toBe(buildSearchKey({ state: 'Victoria' }));
  });

  it('shows the list this search saved in session storage without asking the API, and loads more from the saved link', async () => {
    const query: SearchModelsQuery = { state: 'Queensland', city: 'cairns' };
    saveResults(buildSearchKey(query), {
      items: [makeSearchItem({ name: 'Saved Listing' })],
      nextLink: 'http://localhost/api/search-models?state=Queensland&city=cairns&page=3',
      total: 49,
    });
    const fetchMock = mockFetch(() =>
      jsonResponse(makeSearchResponse([makeSearchItem({ name: 'Third Page' })])),
    );

    renderWithProviders(<SearchResults query={query} />);

    expect(screen.getByRole('link', { name: /Saved Listing/ })).toBeInTheDocument();
    expect(screen.getByText('49 escorts in Australia')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Third Page/ })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual([
      '/api/search-models?state=Queensland&city=cairns&page=3',
    ]);
  });

  it('shows a list drawn on the server as drawn, then the list this search saved, without a request', async () => {
    const query: SearchModelsQuery = { state: 'Victoria' };
    saveResults(buildSearchKey(query), {
      items: [makeSearchItem({ name: 'Saved Listing' })],
      nextLink: null,
      total: 1,
    });
    const queryClient = createTestQueryClient();
    const options = searchResultsQueryOptions(query);
    queryClient.setQueryData(options.queryKey, {
      pages: [makeSearchResponse([makeSearchItem({ name: 'Drawn Listing' })])],
      pageParams: [options.initialPageParam],
    });
    const fetchMock = mockFetch(() => jsonResponse(makeSearchResponse([])));

    renderWithProviders(<SearchResults query={query} />, { queryClient });

    expect(await screen.findByRole('link', { name: /Saved Listing/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Drawn Listing/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts at the page its address names, with Load more and Previous page as those pages' addresses", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        makeSearchResponse([makeSearchItem({ name: 'Second Page' })], {
          current_page: 2,
          next_page_url: 'http://localhost/api/search-models?state=Victoria&page=3',
        }),
      ),
    );

    renderWithProviders(<SearchResults query={{ state: 'Victoria', page: '2' }} />, {
      path: '/escorts/victoria?gender=female&page=2',
    });

    expect(await screen.findByRole('link', { name: /Second Page/ })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/search-models?state=Victoria&page=2']);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/escorts/victoria?gender=female&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/escorts/victoria?gender=female',
    );
  });

  it('fetches afresh when the saved list belongs to another search', async () => {
    saveResults(buildSearchKey({ state: 'Victoria' }), {
      items: [makeSearchItem({ name: 'Victorian' })],
      nextLink: null,
      total: 1,
    });
    const fetchMock = mockFetch(() =>
      jsonResponse(makeSearchResponse([makeSearchItem({ name: 'Tasmanian' })])),
    );

    renderWithProviders(<SearchResults query={{ state: 'Tasmania' }} />);

    expect(await screen.findByRole('link', { name: /Tasmanian/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Victorian/ })).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/search-models?state=Tasmania']);
    await waitFor(() =>
      expect(sessionStorage.getItem(SAVED_SEARCH_KEY)).toBe(buildSearchKey({ state: 'Tasmania' })),
    );
  });

  it('searches again with suburb when the city finds nothing, and saves what the suburb found', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('suburb=')
        ? jsonResponse(makeSearchResponse([makeSearchItem({ name: 'Suburb Listing' })]))
        : jsonResponse(makeSearchResponse([])),
    );

    renderWithProviders(
      <SearchResults query={{ state: 'New South Wales', city: 'surry hills' }} />,
    );

    expect(await screen.findByRole('link', { name: /Suburb Listing/ })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual([
      '/api/search-models?state=New+South+Wales&city=surry+hills',
      '/api/search-models?state=New+South+Wales&suburb=surry+hills',
    ]);
    await waitFor(() =>
      expect(sessionStorage.getItem(SAVED_RESULTS_KEY)).toContain('Suburb Listing'),
    );
  });

  it('only logs a failed search and shows the calm empty state', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => errorResponse(500, 'boom'));

    renderWithProviders(<SearchResults query={{}} />);

    expect(
      await screen.findByText('No listings to show just now.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it("shows the API's message when it refuses the filters, where the page asks for it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => errorResponse(400, 'min_age must not be above max_age.'));

    renderWithProviders(<SearchResults query={{ min_age: '50', max_age: '20' }} showRefusal />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'min_age must not be above max_age.',
    );
  });

  it('suggests the popular cities nearest a town without listings, found by the locality lookup', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/locations/autocomplete')
        ? jsonResponse({
            data: [
              {
                country: 'Australia',
                administrative_area_level_1: 'New South Wales',
                locality: 'Dubbo',
                postcode: '2830',
                lat: -32.2569,
                lng: 148.6011,
              },
            ],
          })
        : jsonResponse(makeSearchResponse([])),
    );

    renderWithProviders(
      <SearchResults
        query={{ state: 'New South Wales', city: 'dubbo' }}
        placeName="Dubbo, New South Wales"
        state={{ name: 'New South Wales', code: 'NSW', slug: 'new-south-wales' }}
        city="dubbo"
      />,
    );

    expect(
      await screen.findByText('No listings in Dubbo, New South Wales just now.'),
    ).toBeInTheDocument();
    const nearby = await screen.findByRole('navigation', { name: 'Nearby cities' });
    const links = within(nearby).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/escorts\/new-south-wales\//),
    );
    expect(links[0]).toHaveTextContent(/km/);
    expect(calledUrls(fetchMock)).toContain('/api/locations/autocomplete?q=dubbo&limit=10');
  });

  it('scrolls the results into view when a new search arrives, not on the first results', async () => {
    mockFetch((url) =>
      jsonResponse(
        makeSearchResponse([makeSearchItem({ name: url.includes('Victoria') ? 'Vic' : 'Tas' })]),
      ),
    );
    function SearchSwitcher() {
      const [state, setState] = useState('Tasmania');
      return (
        <>
          <button type="button" onClick={() => setState('Victoria')}>
            Search Victoria
          </button>
          <SearchResults query={{ state }} scrollOnNewSearch />
        </>
      );
    }
    renderWithProviders(<SearchSwitcher />);
    await screen.findByRole('link', { name: /Tas/ });
    expect(scrollIntoView).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Search Victoria' }));
    await screen.findByRole('link', { name: /Vic/ });
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
  });

  it('offers a List / Map switch beside the results on small screens', async () => {
    mockFetch(() => jsonResponse(makeSearchResponse([makeSearchItem()])));
    renderWithProviders(<SearchResults query={{ state: 'Victoria' }} withMap />);

    const group = await screen.findByRole('group', { name: 'Show results as' });
    expect(within(group).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
