import { ENQUIRY_MESSAGES, type ModelProfile } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import { removeShareApis, stubShareApis } from '../../../test/share-apis';
import ProfilePage from './profile-page';

function makeProfile(overrides: Partial<ModelProfile> = {}): ModelProfile {
  return {
    id: 42,
    name: 'Jane Doe',
    age: 27,
    gender: 'female',
    account_type: 'Escort',
    categories: ['Independents'],
    verified: true,
    verified_since: '2026-11-03T01:00:00.000Z',
    active_now: true,
    recently_online: true,
    is_new: true,
    available_until: null,
    description_html: '<p>Warm <strong>company</strong></p><img src="x" onerror="alert(1)">',
    description: 'Warm company',
    state: 'New South Wales',
    city: 'Sydney',
    suburb: 'Bondi',
    country: 'Australia',
    lat: null,
    lng: null,
    image_name: 'a.jpg',
    photos: ['a.jpg', 'b.jpg', 'c.jpg'],
    rates: [{ label: '1 hour', amount: 450 }],
    availability: 'Weekday evenings',
    languages: ['English', 'Italian'],
    ethnicity: 'Mediterranean',
    contact: { channels: ['calls', 'sms'] },
    tours: [
      { city: 'Perth', state: 'Western Australia', starts_on: '2030-03-30', ends_on: '2030-04-02' },
    ],
    ...overrides,
  };
}

function mockApi(profile: ModelProfile | null) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    if (url.endsWith('/views') && init?.method === 'POST')
      return new Response(null, { status: 204 });
    if (url.endsWith('/phone') && init?.method === 'POST')
      return jsonResponse({ phone: '0412345678' });
    if (url.endsWith('/enquiries') && init?.method === 'POST')
      return jsonResponse({ status: true, message: ENQUIRY_MESSAGES.sent }, 202);
    if (url.startsWith('/api/models/')) {
      return profile ? jsonResponse({ data: profile }) : errorResponse(404, 'Not found');
    }
    return errorResponse(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function viewPosts(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => requestUrl(input).endsWith('/views') && init?.method === 'POST',
  );
}

function renderProfile(path = '/profile/jane-doe/42?state=new-south-wales') {
  return renderRoute('/profile/:name/:id', <ProfilePage />, path);
}

describe('ProfilePage', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(removeShareApis);

  it('shows the live listing: name, age, place, badges, sanitised description, rates, ethnicity, tours, Show number', async () => {
    mockApi(makeProfile());
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('Age 27')).toBeInTheDocument();
    expect(screen.getByText('Bondi, Sydney, New South Wales')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Status' }));
    // The badge names the month of its check and says what it means.
    expect(badges.getByRole('link', { name: 'Verified November 2026' })).toHaveAttribute(
      'href',
      '/verified-badge',
    );
    expect(badges.getByText('Active Now')).toBeInTheDocument();
    expect(badges.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('company').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('row', { name: '1 hour $450' })).toBeInTheDocument();
    expect(screen.getByText('Ethnicity').nextElementSibling).toHaveTextContent('Mediterranean');
    expect(screen.getByText('30 Mar – 2 Apr 2030')).toBeInTheDocument();
    // The number itself waits for the tap (contact-actions.test.tsx).
    expect(screen.getByRole('button', { name: /Show number/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Escorts in New South Wales/ })).toHaveAttribute(
      'href',
      '/escorts/new-south-wales',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        'Jane Doe, 27 – Sydney, New South Wales | Australian Escort Directory',
      ),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/profile\/jane-doe\/42\?state=new-south-wales$/,
    );
  });

  it('names the tour on today at the top, beside the home place, and not a coming one', async () => {
    // Only the clock is fake: 25 November 2026 in Sydney, whatever the machine's zone.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T02:00:00Z') });
    try {
      mockApi(
        makeProfile({
          tours: [
            {
              city: 'Brisbane',
              state: 'Queensland',
              starts_on: '2026-11-24',
              ends_on: '2026-11-28',
            },
            {
              city: 'Perth',
              state: 'Western Australia',
              starts_on: '2026-12-10',
              ends_on: '2026-12-12',
            },
          ],
        }),
      );
      renderProfile();

      const place = await screen.findByText('Bondi, Sydney, New South Wales');
      expect(place.parentElement).toHaveTextContent(
        'Age 27Bondi, Sydney, New South WalesTouring Brisbane until 28 Nov',
      );
      expect(screen.queryByText(/^Touring Perth/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Available today until its end in the listing’s state’s time, and drops it when the end passes on an open page', async () => {
    // 10:59 pm in Perth; the end is 11 pm there (15:00 UTC).
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: new Date('2026-07-15T14:59:00Z'),
      shouldAdvanceTime: true,
    });
    try {
      mockApi(
        makeProfile({ state: 'Western Australia', available_until: '2026-07-15T15:00:00.000Z' }),
      );
      renderProfile();
      const status = await screen.findByRole('list', { name: 'Status' });
      expect(within(status).getByText('Available today until 11 pm')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(within(status).queryByText(/Available today/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks the API for the number only on the tap, with a signed-in account's token for its larger budget", async () => {
    useSession
      .getState()
      .setUser({ userName: 'Sam', email: 'sam@example.com', role: 'customer', userId: '5' }, 'tkn');
    const fetchMock = mockApi(makeProfile());
    renderProfile();
    const phonePosts = () =>
      fetchMock.mock.calls.filter(([input]) => requestUrl(input).endsWith('/phone'));
    fireEvent.click(await screen.findByRole('button', { name: /Show number/ }));

    expect(await screen.findByRole('link', { name: /Call 0412 345 678/ })).toBeInTheDocument();
    expect(phonePosts()).toHaveLength(1);
    const [input, init] = phonePosts()[0]!;
    expect([requestUrl(input), init?.method]).toEqual(['/api/models/42/phone', 'POST']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tkn');
  });

  it('offers a visitor the sign-in link for an enquiry, and a customer the form with her e-mail to reply to', async () => {
    const fetchMock = mockApi(makeProfile({ contact: { channels: ['calls', 'enquiry'] } }));
    const view = renderProfile();
    expect(await screen.findByRole('link', { name: ENQUIRY_MESSAGES.signIn })).toBeVisible();
    view.unmount();

    useSession
      .getState()
      .setUser({ userName: 'Sam', email: 'sam@example.com', role: 'customer', userId: '5' }, 'tkn');
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: /Send Jane Doe an enquiry/ }));
    expect(await screen.findByLabelText('Reply to')).toHaveValue('sam@example.com');
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Hello, are you free on Friday evening?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText(ENQUIRY_MESSAGES.sent)).toHaveAttribute('role', 'status');
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      requestUrl(input).endsWith('/api/models/42/enquiries'),
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      message: 'Hello, are you free on Friday evening?',
      reply_channel: 'email',
      reply_contact: 'sam@example.com',
    });
  });

  it('shares the canonical link, not the address it was opened at', async () => {
    mockApi(makeProfile());
    const { writeText } = stubShareApis();
    renderProfile('/profile/old-name/42?state=victoria&utm_source=newsletter');

    fireEvent.click(await screen.findByRole('button', { name: 'Share this profile' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/profile/jane-doe/42?state=new-south-wales`,
    );
  });

  it('counts the view once per session, however often the profile is opened', async () => {
    const fetchMock = mockApi(makeProfile());
    const first = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    await waitFor(() => expect(viewPosts(fetchMock)).toHaveLength(1));
    first.unmount();

    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    expect(viewPosts(fetchMock)).toHaveLength(1);
    expect(requestUrl(viewPosts(fetchMock)[0]![0])).toBe('/api/models/42/views');
  });

  it('shows a 404 page, counts no view, when the listing is not live', async () => {
    const fetchMock = mockApi(null);
    renderProfile();

    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Page not found | Australian Escort Directory'),
    );
    expect(viewPosts(fetchMock)).toHaveLength(0);
  });

  it('shows the 404 page without asking the API when the id is not a number', async () => {
    const fetchMock = mockApi(makeProfile());
    renderProfile('/profile/jane-doe/abc');

    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the lightbox, moves with the arrows, keeps Tab inside, closes on Escape and returns focus', async () => {
    mockApi(makeProfile());
    renderProfile();
    const opener = await screen.findByRole('button', { name: /Open photo 1 of 3/ });

    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photos of Jane Doe' });
    const close = within(dialog).getByRole('button', { name: 'Close photos' });
    expect(close).toHaveFocus();
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/b.jpg');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();

    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Open photo 3 of 3/ })).toHaveFocus(),
    );
  });

  it('asks a visitor to sign in when they press the heart, with a link to /step', async () => {
    const fetchMock = mockApi(makeProfile());
    renderProfile();
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('title', 'Save Jane Doe to your wishlist');
    expect(heart).not.toHaveAttribute('aria-pressed');

    fireEvent.click(heart);

    expect(heart).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sign in to save Jane Doe to your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/step');
    expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('wishlist'))).toBe(
      false,
    );

    fireEvent.keyDown(screen.getByRole('link', { name: 'Sign in' }), { key: 'Escape' });
    expect(
      screen.queryByText('Sign in to save Jane Doe to your wishlist.'),
    ).not.toBeInTheDocument();
    expect(heart).toHaveFocus();
  });
});
