import type { WishlistItem } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { callsTo, errorResponse, jsonResponse, requestUrl } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { WishlistHeart } from './wishlist-heart';

const TOKEN = 'customer-token';

function savedItem(modelId: number): WishlistItem {
  return {
    name: `Model ${modelId}`,
    city: 'Sydney',
    state: 'New South Wales',
    age: 25,
    active_now: false,
    is_new: false,
    modeles: { id: modelId, image_name: null },
  };
}

function signIn(role: string, { withToken = true } = {}) {
  if (withToken) window.localStorage.setItem('token', TOKEN);
  useSession.setState({
    userName: 'Casey',
    email: 'casey@example.com',
    role,
    userId: '7',
    isLogging: true,
  });
}

interface ApiOptions {
  readonly saved?: number[];
  /** The status POST and DELETE answer with. */
  readonly changeStatus?: number;
  /** Resolves a change only when the test says so. */
  readonly holdChanges?: boolean;
}

/** The wishlist API at the fetch boundary: GET the list, POST/DELETE one listing. */
function mockWishlistApi({ saved = [], changeStatus = 200, holdChanges = false }: ApiOptions = {}) {
  const ids = new Set(saved);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/customer/wishlist-models' && method === 'GET') {
      return jsonResponse({ status: true, data: [...ids].map(savedItem) });
    }
    const match = /^\/api\/customer\/wishlist\/(\d+)$/.exec(url);
    if (match && (method === 'POST' || method === 'DELETE')) {
      if (holdChanges) await held;
      if (changeStatus !== 200) {
        return errorResponse(changeStatus, 'The server said no.');
      }
      const id = Number(match[1]);
      if (method === 'POST') ids.add(id);
      else ids.delete(id);
      return jsonResponse({
        status: true,
        message: method === 'POST' ? 'Added to your wishlist.' : 'Removed from your wishlist.',
        saved: method === 'POST',
      });
    }
    return errorResponse(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release: () => release() };
}

function renderHeart() {
  return renderWithProviders(
    <>
      <WishlistHeart modelId={42} name="Jane Doe" />
      <ToastContainer />
    </>,
  );
}

/** The heart once the wishlist has loaded without this listing. */
async function findUnsavedHeart() {
  const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
  await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  return heart;
}

describe('WishlistHeart', () => {
  // Each test starts signed out with empty storage (src/test/setup.ts ends every test so).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks a visitor to sign in (link to /step) and calls no wishlist API', async () => {
    const { fetchMock } = mockWishlistApi();
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).not.toHaveAttribute('aria-pressed');

    fireEvent.click(heart);

    expect(heart).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sign in to save Jane Doe to your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/step');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a signed-in session without a stored token as a visitor', () => {
    const { fetchMock } = mockWishlistApi();
    signIn('customer', { withToken: false });
    renderHeart();

    fireEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/step');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no heart to a signed-in model or admin', () => {
    mockWishlistApi();
    signIn('model');
    const { unmount } = renderHeart();
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
    unmount();

    signIn('admin');
    renderHeart();
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it('shows a saved listing pressed, reading the list with the Bearer token', async () => {
    const { fetchMock } = mockWishlistApi({ saved: [42] });
    signIn('customer');
    renderHeart();

    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const [call] = callsTo(fetchMock, 'GET', '/api/customer/wishlist-models');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('saves at once (optimistic) and POSTs with the Bearer token', async () => {
    const { fetchMock, release } = mockWishlistApi({ holdChanges: true });
    signIn('customer');
    renderHeart();
    const heart = await findUnsavedHeart();

    fireEvent.click(heart);

    // Pressed before the server has answered.
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName('Remove from wishlist');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/customer/wishlist/42')).toHaveLength(1),
    );
    const [post] = callsTo(fetchMock, 'POST', '/api/customer/wishlist/42');
    expect(new Headers(post?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);

    act(() => release());

    expect(await screen.findByText('Added to your wishlist.')).toBeInTheDocument();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('removes a saved listing with DELETE', async () => {
    const { fetchMock } = mockWishlistApi({ saved: [42] });
    signIn('customer');
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });

    fireEvent.click(heart);

    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Removed from your wishlist.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/customer/wishlist/42')).toHaveLength(1);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to unsaved and toasts the server message when saving fails', async () => {
    mockWishlistApi({ changeStatus: 500 });
    signIn('customer');
    renderHeart();
    const heart = await findUnsavedHeart();

    fireEvent.click(heart);

    expect(await screen.findByText('The server said no.')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Save to wishlist');
  });

  it('ends the session when a change answers 401, then asks to sign in', async () => {
    mockWishlistApi({ changeStatus: 401 });
    signIn('customer');
    renderHeart();
    const heart = await findUnsavedHeart();

    fireEvent.click(heart);

    expect(await screen.findByText('Please sign in again.')).toBeInTheDocument();
    expect(useSession.getState().isLogging).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-pressed'));
  });
});
