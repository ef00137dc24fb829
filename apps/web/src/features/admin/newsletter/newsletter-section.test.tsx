import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  type AdminCampaign,
  type AdminSubscriber,
} from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN,
  adminPageOf,
  signInAdminForEachTest,
  stubAdminApi,
} from '../../../test/admin-session';
import { callsTo, errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import NewsletterSection from './newsletter-section';

const subscriber: AdminSubscriber = {
  id: 1,
  email: 'gone@example.com',
  status: 'unsubscribed',
  subscribed_at: '2026-10-01T00:00:00.000Z',
  confirmed_at: '2026-10-01T00:05:00.000Z',
  unsubscribed_at: '2026-11-01T00:00:00.000Z',
};

function makeCampaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 5,
    subject: 'Spring news',
    status: 'draft',
    created_at: '2026-11-20T00:00:00.000Z',
    queued_at: null,
    finished_at: null,
    progress: { recipients: 0, sent: 0, failed: 0, skipped: 0, left: 0 },
    body_html: '<p>Hello readers</p>',
    active_subscribers: 3,
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

/** Answers each call by the first handler that knows it; records every call. */
function stubApi(...handlers: Handler[]) {
  return stubAdminApi((_, url, init) => {
    for (const handler of handlers) {
      const answer = handler(url, init);
      if (answer) return answer;
    }
    return undefined;
  });
}

const lists: Handler = (url, init) => {
  if ((init?.method ?? 'GET') !== 'GET') return undefined;
  if (
    url.startsWith('/api/admin/newsletter/subscribers?') ||
    url === '/api/admin/newsletter/subscribers'
  )
    return jsonResponse(adminPageOf([subscriber]));
  if (url.startsWith('/api/admin/newsletter/campaigns?'))
    return jsonResponse(adminPageOf([makeCampaign()]));
  return undefined;
};

describe('NewsletterSection', () => {
  signInAdminForEachTest();

  it('asks the server for the subscribers of the filters in the URL and shows them', async () => {
    const fetchMock = stubApi(lists);

    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?status=unsubscribed&q=gone',
    });

    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    expect(within(table).getByText('gone@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Unsubscribed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('unsubscribed');
    expect(screen.getByLabelText('Search e-mail')).toHaveValue('gone');
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/newsletter/subscribers');
    expect(requestUrl(call![0])).toBe(
      '/api/admin/newsletter/subscribers?q=gone&status=unsubscribed&page=1',
    );
  });

  it('shows a sign-up that has not opened its confirmation link as pending, with no confirmation date', async () => {
    const pending: AdminSubscriber = {
      id: 2,
      email: 'waiting@example.com',
      status: 'pending',
      subscribed_at: '2026-11-02T00:00:00.000Z',
      confirmed_at: null,
      unsubscribed_at: null,
    };
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/admin/newsletter/subscribers?')
        ? jsonResponse(adminPageOf([pending]))
        : undefined,
    );

    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?status=pending',
    });

    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    const row = within(table).getByText('waiting@example.com').closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Pending confirmation' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Confirmed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/newsletter/subscribers');
    expect(requestUrl(call![0])).toBe('/api/admin/newsletter/subscribers?status=pending&page=1');
  });

  it('downloads the CSV of the same filters with the Bearer token', async () => {
    const fetchMock = stubApi(lists, (url) =>
      url.startsWith('/api/admin/newsletter/subscribers.csv')
        ? new Response('email\r\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="subscribers-2026-11-23.csv"',
            },
          })
        : undefined,
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?status=active',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('The CSV file is downloaded.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/admin/newsletter/subscribers.csv');
    expect(requestUrl(call![0])).toBe('/api/admin/newsletter/subscribers.csv?status=active');
    expect(new Headers(call![1]?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('keeps the typed subject and shows the server’s field error when a save is refused', async () => {
    stubApi(lists, (url, init) =>
      url === '/api/admin/newsletter/campaigns' && init?.method === 'POST'
        ? errorResponse(422, M.bodyRequired, { body_html: M.bodyRequired })
        : undefined,
    );
    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?campaign=new',
    });

    fireEvent.change(await screen.findByLabelText('Subject'), {
      target: { value: 'Autumn issue' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findAllByText(M.bodyRequired)).not.toHaveLength(0);
    expect(screen.getByLabelText('Subject')).toHaveValue('Autumn issue');
    expect(screen.getByRole('heading', { name: 'New campaign' })).toBeInTheDocument();
  });

  it('sends a draft only after the confirmation, then shows its progress', async () => {
    let sent = false;
    const fetchMock = stubApi(lists, (url, init) => {
      if (url === '/api/admin/newsletter/campaigns/5/send' && init?.method === 'POST') {
        sent = true;
        return jsonResponse({
          message: M.queued,
          data: makeCampaign({
            status: 'sending',
            queued_at: '2026-11-23T00:00:00.000Z',
            progress: { recipients: 3, sent: 1, failed: 0, skipped: 0, left: 2 },
          }),
        });
      }
      if (url === '/api/admin/newsletter/campaigns/5')
        return jsonResponse({
          data: sent
            ? makeCampaign({
                status: 'sending',
                progress: { recipients: 3, sent: 1, failed: 0, skipped: 0, left: 2 },
              })
            : makeCampaign(),
        });
      return undefined;
    });
    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?campaign=5',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    const dialog = screen.getByRole('group', { name: 'Send “Spring news” to 3 subscribers now?' });
    expect(callsTo(fetchMock, 'POST', '/api/admin/newsletter/campaigns/5/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send now' }));

    expect(await screen.findByText(M.queued)).toBeInTheDocument();
    expect(screen.getByText(/Sent 1 · Failed 0 · Left 2/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campaign: Spring news' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/newsletter/campaigns/5/send')).toHaveLength(1),
    );
  });

  it('sends a test to the admin and says so', async () => {
    stubApi(lists, (url, init) => {
      if (url === '/api/admin/newsletter/campaigns/5/test' && init?.method === 'POST')
        return jsonResponse({ message: M.testSent });
      if (url === '/api/admin/newsletter/campaigns/5')
        return jsonResponse({ data: makeCampaign() });
      return undefined;
    });
    renderWithProviders(<NewsletterSection />, {
      path: '/AdminDashboard/newsletter?campaign=5',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Send test to me' }));

    expect(await screen.findByText(M.testSent)).toBeInTheDocument();
  });
});
