import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  makeSearchItem,
  makeSearchResponse,
  requestUrl,
} from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ModelListing } from './model-listing';

function mockFetch(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => handler(requestUrl(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ModelListing', () => {
  it('shows a card for each model of the first page, linking to its profile', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(
        makeSearchResponse([
          makeSearchItem({
            name: 'Jane Doe',
            verified: true,
            recently_online: true,
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

    renderWithProviders(<ModelListing query={{}} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading listings…');
    const janeLink = await screen.findByRole('link', { name: /Jane Doe/ });
    expect(janeLink).toHaveAttribute('href', '/profile/jane-doe/7?state=new-south-wales');
    const janeCard = within(janeLink);
    expect(janeCard.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(janeCard.getByText('Age 27')).toBeInTheDocument();
    expect(janeCard.getByText('Bondi, Australia')).toBeInTheDocument();
    expect(janeCard.getByText('Warm & friendly companion')).toBeInTheDocument();
    expect(janeCard.getByText('Recently online')).toBeInTheDocument();
    expect(janeCard.getByText('Verified')).toBeInTheDocument();
    const image = janeCard.getByRole('img', { name: 'Jane Doe' });
    expect(image).toHaveAttribute('src', '/images/jane.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    const amyLink = screen.getByRole('link', { name: /Amy/ });
    expect(amyLink).toHaveAttribute('href', '/profile/amy/8?state=victoria');
    expect(within(amyLink).getByText('Age 31')).toBeInTheDocument();
    expect(within(amyLink).queryByText('Recently online')).not.toBeInTheDocument();
    expect(within(amyLink).queryByText('Verified')).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/search-models');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page from next_page_url on the current origin and appends it', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/search-models'
        ? jsonResponse(
            makeSearchResponse([makeSearchItem({ name: 'First Page' })], {
              next_page_url: 'https://api.example.com/api/search-models?page=2',
            }),
          )
        : jsonResponse(makeSearchResponse([makeSearchItem({ name: 'Second Page' })])),
    );

    renderWithProviders(<ModelListing query={{}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: /Second Page/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /First Page/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual([
      '/api/search-models',
      '/api/search-models?page=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('only logs a failed search and shows a calm empty state', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ statusCode: 500, error: 'Internal', message: 'boom' }, 500));

    renderWithProviders(<ModelListing query={{}} />);

    expect(await screen.findByText('No listings to show just now.')).toBeInTheDocument();
    expect(screen.queryByText(/boom|error/i)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows the empty state when there are no results', async () => {
    mockFetch(() => jsonResponse(makeSearchResponse([])));

    renderWithProviders(<ModelListing query={{}} />);

    expect(await screen.findByText('No listings to show just now.')).toBeInTheDocument();
  });
});
