import { AGE_GATE_STORAGE_KEY, GET_BLOGS_PATH } from '@app/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSearchResponse, requestUrl } from '../../test/factories';
import { createTestQueryClient } from '../../test/render';
import { AppProviders } from '../providers';
import { routes } from '../routes';

const POST = {
  id: 3,
  title: 'Staying safe on a first booking',
  slug: 'staying-safe',
  excerpt: 'What to agree before you meet.',
  cover_image: null,
  published_at: '2026-11-01T09:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();

function blogCalls(): number {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(requestUrl(input), 'http://x').pathname === GET_BLOGS_PATH,
  ).length;
}

describe('the header and the blog list', () => {
  beforeEach(() => {
    window.localStorage.setItem(AGE_GATE_STORAGE_KEY, 'true');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      requestUrl(input).includes(GET_BLOGS_PATH)
        ? jsonResponse({ data: [POST] })
        : jsonResponse(makeSearchResponse([])),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls GET /api/get-blogs once on load, and /blog then shows the posts without asking again', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(blogCalls()).toBe(1));

    await act(() => router.navigate('/blog'));
    expect(await screen.findByRole('heading', { name: POST.title })).toBeVisible();
    expect(blogCalls()).toBe(1);
  });
});
