import {
  ADMIN_BLOG_MESSAGES as M,
  ADMIN_BLOG_POSTS_PATH,
  type AdminBlogPost,
  type AdminBlogPostPage,
} from '@app/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { createTestQueryClient } from '../../../test/render';
import BlogSection from './blog-section';

/** The section in a data router (the editor's unsaved-changes guard needs one). */
function renderSection(path: string) {
  const router = createMemoryRouter([{ path: '/AdminDashboard/blog', element: <BlogSection /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function makePost(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: 41,
    title: 'Sydney’s Best Cafés',
    slug: 'sydneys-best-cafes',
    status: 'draft',
    cover_image: null,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-02T00:00:00.000Z',
    published_at: null,
    excerpt: '',
    body_html: '',
    ...overrides,
  };
}

signInAdminForEachTest();

describe('the blog post editor', () => {
  it('fills the slug from the title until the slug is edited', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderSection('/AdminDashboard/blog?post=new');

    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');
    fireEvent.change(title, { target: { value: 'Sydney’s Best Cafés & Bars!' } });
    expect(slug).toHaveValue('sydneys-best-cafes-bars');

    fireEvent.change(slug, { target: { value: 'cafes' } });
    fireEvent.change(title, { target: { value: 'Another title' } });
    expect(slug).toHaveValue('cafes');
  });

  it("shows the server's 409 on the slug field, keeps the typing, and saves on the next try", async () => {
    const created = makePost({ title: 'Welcome', slug: 'welcome-post', excerpt: 'Hello.' });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(errorResponse(409, M.slugTaken, { slug: M.slugTaken }))
      .mockResolvedValueOnce(jsonResponse({ data: created, message: M.created }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderSection('/AdminDashboard/blog?post=new');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Welcome' } });
    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'Hello.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.slugTaken);
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(M.slugTaken));
    expect(screen.getByLabelText('Title')).toHaveValue('Welcome');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Hello.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(url)).toBe(ADMIN_BLOG_POSTS_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Welcome',
      slug: 'welcome',
      excerpt: 'Hello.',
      body_html: '',
    });

    fireEvent.change(slug, { target: { value: 'welcome-post' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(M.created)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?post=41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveValue('welcome-post');
  });

  it('previews the typed post as the public entry shows it', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderSection('/AdminDashboard/blog?post=new');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Preview me' } });
    fireEvent.change(screen.getByLabelText('Excerpt'), { target: { value: 'A short excerpt.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Preview me' })).toBeVisible();
    expect(within(preview).getByText('A short excerpt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to editing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('publishing and deleting', () => {
  it('unpublishes a published post and says so in the live region', async () => {
    const published = makePost({ status: 'published', published_at: '2026-03-02T00:00:00.000Z' });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ data: published }))
      .mockResolvedValueOnce(
        jsonResponse({ data: { ...published, status: 'draft' }, message: M.unpublished }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderSection('/AdminDashboard/blog?post=41');

    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.unpublished);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(requestUrl(fetchMock.mock.calls[1]![0])).toBe('/api/admin/blog-posts/41/unpublish');
  });

  it('deletes only after a confirmation, then shows the list with the message', async () => {
    const post = makePost();
    const fetchMock = stubAdminApi((method, url) => {
      if (method === 'DELETE') return jsonResponse({ message: M.deleted });
      if (url.endsWith('/41')) return jsonResponse({ data: post });
      return jsonResponse({ data: [], page: 1, per_page: 25, total: 0, last_page: 1 });
    });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const router = renderSection('/AdminDashboard/blog?post=41');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete “Sydney’s Best Cafés”? This cannot be undone.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(M.deleted)).toHaveAttribute('role', 'status');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    confirm.mockRestore();
  });
});

describe('the posts table', () => {
  it('asks the server with the URL filters and links each post to its editor', async () => {
    const page: AdminBlogPostPage = {
      data: [makePost({ status: 'published', published_at: '2026-03-02T00:00:00.000Z' })],
      page: 2,
      per_page: 25,
      total: 26,
      last_page: 2,
    };
    const fetchMock = stubAdminApi(() => jsonResponse(page));
    renderSection('/AdminDashboard/blog?q=cafe&status=published&page=2');

    const link = await screen.findByRole('link', { name: 'Sydney’s Best Cafés' });
    expect(link).toHaveAttribute(
      'href',
      '/AdminDashboard/blog?q=cafe&status=published&page=2&post=41',
    );
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe(
      `${ADMIN_BLOG_POSTS_PATH}?q=cafe&status=published&page=2`,
    );
    expect(screen.getByLabelText('Search')).toHaveValue('cafe');
    expect(screen.getByLabelText('Status')).toHaveValue('published');
    expect(screen.getByText('26 posts · page 2 of 2')).toBeInTheDocument();
  });
});
