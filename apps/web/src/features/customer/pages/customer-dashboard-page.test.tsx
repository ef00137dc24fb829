import type { CustomerProfile, WishlistItem } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireRole } from '../../../lib/require-role';
import { useSession } from '../../../lib/session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { mockObjectUrls } from '../../../test/object-urls';
import { renderWithProviders } from '../../../test/render';
import CustomerDashboardPage from './customer-dashboard-page';

const TOKEN = 'customer-token';

function makeProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id: 7,
    name: 'Casey Jones',
    age: 34,
    language: 'English',
    ethinicity: 'Australian',
    email: 'casey@example.com',
    image: 'casey.webp',
    ...overrides,
  };
}

function makeItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    name: 'Jane Doe',
    city: 'Sydney',
    state: 'New South Wales',
    age: 27,
    active_now: false,
    is_new: false,
    modeles: { id: 42, image_name: 'jane.webp' },
    ...overrides,
  };
}

interface ApiOptions {
  readonly profile?: CustomerProfile;
  readonly profileStatus?: number;
  readonly wishlist?: WishlistItem[];
  readonly updateAnswer?: { status: number; body: unknown };
}

/** The customer API at the fetch boundary. */
function mockApi({
  profile = makeProfile(),
  profileStatus = 200,
  wishlist = [],
  updateAnswer,
}: ApiOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/customer/getProfile/')) {
      return profileStatus === 200
        ? jsonResponse({ status: true, data: profile })
        : errorResponse(profileStatus, 'Please sign in again.');
    }
    if (url === '/api/customer/wishlist-models') {
      return jsonResponse({ status: true, data: wishlist });
    }
    if (url === '/api/customer/profile-update' && method === 'POST') {
      const answer = updateAnswer ?? {
        status: 200,
        body: {
          status: true,
          message: 'Profile updated successfully!',
          data: { ...profile, name: 'Casey Updated', age: 35, image: 'new.webp' },
        },
      };
      return jsonResponse(answer.body, answer.status);
    }
    return errorResponse(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  window.localStorage.setItem('token', TOKEN);
  useSession.setState({
    userName: 'Casey Jones',
    email: 'casey@example.com',
    role: 'customer',
    userId: '7',
    isLogging: true,
  });
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

function renderDashboard(path = '/customer/dashboard') {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<RequireRole role="customer" />}>
          <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
        </Route>
        <Route path="/user-login" element={<h1>Sign in page</h1>} />
      </Routes>
      <CurrentPath />
      <ToastContainer />
    </>,
    { path },
  );
}

function updateCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(
    ([input]) => requestUrl(input) === '/api/customer/profile-update',
  );
}

async function openProfileForEditing() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }));
  const toggle = await screen.findByRole('button', { name: 'Edit Profile' });
  fireEvent.click(toggle);
  expect(toggle).toHaveTextContent('Editing Profile');
}

describe('CustomerDashboardPage', () => {
  // Each test starts signed out with empty storage (src/test/setup.ts ends every test so).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends a visitor without a stored token to /user-login, asking the API nothing', async () => {
    const fetchMock = mockApi();
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/user-login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the Dashboard card: photo, name, age and e-mail, read with the Bearer token', async () => {
    const fetchMock = mockApi();
    signIn();
    renderDashboard();

    const panel = await screen.findByRole('tabpanel', { name: 'Dashboard' });
    expect(await within(panel).findByText('Casey Jones')).toBeInTheDocument();
    expect(within(panel).getByText('34')).toBeInTheDocument();
    expect(within(panel).getByText('casey@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Photo of Casey Jones' })).toHaveAttribute(
      'src',
      '/images/casey.webp',
    );
    const [call] = fetchMock.mock.calls.filter(([input]) =>
      requestUrl(input).startsWith('/api/customer/getProfile/'),
    );
    expect(requestUrl(call![0])).toBe('/api/customer/getProfile/7');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('shows a placeholder when the customer has no photo', async () => {
    mockApi({ profile: makeProfile({ image: null, age: null }) });
    signIn();
    renderDashboard();

    const panel = await screen.findByRole('tabpanel', { name: 'Dashboard' });
    expect(
      await within(panel).findByRole('img', { name: 'Photo of Casey Jones: no photo yet' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Not given')).toBeInTheDocument();
  });

  it('offers the four menu entries as tabs that the arrow keys move through', async () => {
    mockApi();
    signIn();
    renderDashboard();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Wishlist',
      'Notifications',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('path')).toHaveTextContent('/customer/dashboard?tab=profile');

    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(tabs[3]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent(
      'No notifications',
    );
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
  });

  it('Edit Profile on the card opens the Profile panel in edit mode, focus on the name', async () => {
    mockApi();
    signIn();
    renderDashboard();

    const panel = await screen.findByRole('tabpanel', { name: 'Dashboard' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit Profile' }));

    const profilePanel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(profilePanel).getByRole('button', { name: 'Editing Profile' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('keeps the profile read-only under Edit Profile and editable under Editing Profile', async () => {
    mockApi();
    signIn();
    renderDashboard('/customer/dashboard?tab=profile');

    const toggle = await screen.findByRole('button', { name: 'Edit Profile' });
    for (const label of ['Name', 'Age', 'Language', 'Ethnicity']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Photo')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByLabelText('Age')).toHaveAttribute('max', '200');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/*');

    fireEvent.click(toggle);

    expect(toggle).toHaveTextContent('Editing Profile');
    for (const label of ['Name', 'Age', 'Language', 'Ethnicity']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Photo')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // Leaving edit mode puts back what is saved.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Someone Else' } });
    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('Edit Profile');
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Jones');
  });

  it('submits multipart id, name, age, language, ethinicity and image, then toasts success', async () => {
    const { createObjectURL, revokeObjectURL } = mockObjectUrls('blob:preview-1');
    const fetchMock = mockApi();
    signIn();
    renderDashboard();
    await openProfileForEditing();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Casey Updated ' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Italian' } });
    fireEvent.change(screen.getByLabelText('Ethnicity'), { target: { value: 'Mixed' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });

    expect(await screen.findByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(createObjectURL).toHaveBeenCalledWith(photo);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const [call] = updateCalls(fetchMock);
    const init = call?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['id', 'name', 'age', 'language', 'ethinicity', 'image']);
    expect(body.get('id')).toBe('7');
    expect(body.get('name')).toBe('Casey Updated');
    expect(body.get('age')).toBe('35');
    expect(body.get('language')).toBe('Italian');
    expect(body.get('ethinicity')).toBe('Mixed');
    expect((body.get('image') as File).name).toBe('me.jpg');

    // Back to read-only with the saved profile; the preview's URL is released.
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Updated');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    expect(screen.getByRole('img', { name: 'Photo of Casey Updated' })).toHaveAttribute(
      'src',
      '/images/new.webp',
    );
  });

  it('sends no image field when no photo was chosen', async () => {
    const fetchMock = mockApi();
    signIn();
    renderDashboard();
    await openProfileForEditing();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const body = updateCalls(fetchMock)[0]?.[1]?.body as FormData;
    expect(body.has('image')).toBe(false);
    expect(body.get('age')).toBe('34');
  });

  it('refuses an age over 200 in the browser, without a request', async () => {
    const fetchMock = mockApi();
    signIn();
    renderDashboard();
    await openProfileForEditing();

    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Age must be at most 200.')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
    expect(updateCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const fetchMock = mockApi();
    signIn();
    renderDashboard();
    await openProfileForEditing();

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [text] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).'),
    ).toBeInTheDocument();
    expect(updateCalls(fetchMock)).toHaveLength(0);
  });

  it('on failure toasts Failed to update profile., shows field errors and keeps the typing', async () => {
    mockApi({
      updateAnswer: {
        status: 422,
        body: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Some of the information sent is not valid.',
          errors: { name: 'Name is required.', image: 'The photo must be at most 5 MB.' },
        },
      },
    });
    signIn();
    renderDashboard();
    await openProfileForEditing();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Greek' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The photo must be at most 5 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('Greek');
    expect(screen.getByRole('button', { name: 'Editing Profile' })).toBeInTheDocument();
  });

  it.each([
    [401, 'the token is dead'],
    [403, 'the stored session names another account'],
  ])(
    'ends the session and goes to /user-login when the profile answers %i (%s)',
    async (status) => {
      mockApi({ profileStatus: status });
      signIn();
      renderDashboard();

      expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
      expect(useSession.getState().isLogging).toBe(false);
      expect(window.localStorage.getItem('token')).toBeNull();
    },
  );

  it('ends the session when the wishlist answers 401', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = requestUrl(input);
      if (url.startsWith('/api/customer/getProfile/'))
        return jsonResponse({ status: true, data: makeProfile() });
      return errorResponse(401, 'Please sign in again.');
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    renderDashboard('/customer/dashboard?tab=wishlist');

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows No models in the wishlist when it is empty', async () => {
    mockApi({ wishlist: [] });
    signIn();
    renderDashboard('/customer/dashboard?tab=wishlist');

    const panel = await screen.findByRole('tabpanel', { name: 'Wishlist' });
    expect(await within(panel).findByText('No models in the wishlist')).toBeInTheDocument();
    expect(within(panel).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows saved listings with image, name, city, age, badges and a profile link', async () => {
    mockApi({
      wishlist: [
        makeItem({ active_now: true, is_new: true }),
        makeItem({
          name: 'Amy Lee',
          city: 'Perth',
          state: 'Western Australia',
          age: 31,
          modeles: { id: 43, image_name: null },
        }),
      ],
    });
    signIn();
    renderDashboard('/customer/dashboard?tab=wishlist');

    const panel = await screen.findByRole('tabpanel', { name: 'Wishlist' });
    const [jane, amy] = await within(panel).findAllByRole('article');

    const janeLink = within(jane!).getByRole('link');
    expect(janeLink).toHaveAttribute('href', '/profile/jane-doe/42?state=new-south-wales');
    expect(within(jane!).getByRole('img', { name: 'Jane Doe' })).toHaveAttribute(
      'src',
      '/images/jane.webp',
    );
    expect(within(jane!).getByText('Sydney')).toBeInTheDocument();
    expect(within(jane!).getByText('Age 27')).toBeInTheDocument();
    expect(within(jane!).getByText('Active Now')).toBeInTheDocument();
    expect(within(jane!).getByText('NEW')).toBeInTheDocument();
    // The heart is the link's sibling, not inside it.
    const heart = within(jane!).getByRole('button', { name: 'Remove from wishlist' });
    expect(janeLink).not.toContainElement(heart);

    expect(within(amy!).getByRole('link')).toHaveAttribute(
      'href',
      '/profile/amy-lee/43?state=western-australia',
    );
    expect(within(amy!).getByRole('img', { name: 'Amy Lee: no photo yet' })).toBeInTheDocument();
    expect(within(amy!).queryByText('Active Now')).not.toBeInTheDocument();
    expect(within(amy!).queryByText('NEW')).not.toBeInTheDocument();
  });
});
