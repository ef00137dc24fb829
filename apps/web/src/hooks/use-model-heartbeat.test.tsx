import { HEARTBEAT_INTERVAL_MS, MODEL_HEARTBEAT_PATH } from '@app/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session';
import { jsonResponse, requestUrl } from '../test/factories';
import { useModelHeartbeat } from './use-model-heartbeat';

let visibility: DocumentVisibilityState = 'visible';
const fetchMock = vi.fn<typeof fetch>();

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function signIn(role: string) {
  act(() => {
    useSession
      .getState()
      .setUser({ userName: 'Ava', email: 'ava@example.com', role, userId: '7' }, 'model-token');
  });
}

function beats(): number {
  return fetchMock.mock.calls.filter(([input]) => requestUrl(input).endsWith(MODEL_HEARTBEAT_PATH))
    .length;
}

/** Lets the fetch promises of the beats settle under fake timers. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('useModelHeartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ status: true }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    act(() => useSession.getState().logout());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('beats once on load and then every interval, POSTing with the Bearer token', async () => {
    signIn('model');
    renderHook(() => useModelHeartbeat());
    expect(beats()).toBe(1);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer model-token');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    });
    expect(beats()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    });
    expect(beats()).toBe(4);
  });

  it('pauses while the tab is hidden and beats at once when it is shown again', async () => {
    signIn('model');
    renderHook(() => useModelHeartbeat());
    expect(beats()).toBe(1);

    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 5);
    });
    expect(beats()).toBe(1);

    act(() => setVisibility('visible'));
    expect(beats()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    });
    expect(beats()).toBe(3);
  });

  it('sends nothing for a model session without a stored token', async () => {
    act(() => {
      useSession.setState({ isLogging: true, role: 'model', userId: '7' });
    });
    renderHook(() => useModelHeartbeat());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    });
    expect(beats()).toBe(0);
    expect(useSession.getState().isLogging).toBe(true);
  });

  it('sends nothing for a visitor, a customer or an admin', async () => {
    renderHook(() => useModelHeartbeat());
    signIn('customer');
    signIn('admin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    });
    expect(beats()).toBe(0);
  });

  it('stops when a 401 ends the session', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ message: 'Please sign in again.' }, 401),
    );
    signIn('model');
    renderHook(() => useModelHeartbeat());
    await flush();
    expect(useSession.getState().isLogging).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    });
    expect(beats()).toBe(1);
  });
});
