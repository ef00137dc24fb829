import {
  ADMIN_INBOX_MESSAGES,
  ADMIN_INBOX_REPLY_SUBJECT,
  type AdminInboxMessage,
} from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPageOf, signInAdminForEachTest, stubAdminApi } from '../../../test/admin-session';
import { callsTo, errorResponse, jsonResponse } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import MessagesSection from './messages-section';

function makeMessage(overrides: Partial<AdminInboxMessage> = {}): AdminInboxMessage {
  return {
    id: 5,
    name: 'Jordan Visitor',
    email: 'jordan@example.com',
    phone: '0412 345 678',
    message: 'Hello, I would like to ask about advertising.',
    created_at: '2026-11-20T01:00:00.000Z',
    handled_at: null,
    replied_at: null,
    ...overrides,
  };
}

type Answer = (init: RequestInit | undefined) => Response;

/** A stand-in server: each `METHOD path` answers with its function; the calls are kept. */
function stubApi(routes: Record<string, Answer>) {
  return stubAdminApi((method, url, init) => routes[`${method} ${url}`]?.(init));
}

describe('MessagesSection', () => {
  signInAdminForEachTest();

  it('lists the messages with the unread ones marked, and asks the server for the URL’s filters', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages?status=unread&q=advert': () =>
        jsonResponse(
          adminPageOf([
            makeMessage(),
            makeMessage({ id: 6, name: 'Done Person', handled_at: '2026-11-21T01:00:00.000Z' }),
          ]),
        ),
    });

    renderWithProviders(<MessagesSection />, {
      path: '/AdminDashboard/messages?status=unread&q=advert',
    });

    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Jordan Visitor' })).toHaveAttribute(
      'href',
      '/AdminDashboard/messages?status=unread&q=advert&message=5',
    );
    expect(within(rows[2]!).getByText('Handled')).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('unread');
    expect(screen.getByLabelText('Search name, e-mail or text')).toHaveValue('advert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens a message, marks it handled, and keeps it open though the unread filter now hides it', async () => {
    let handled = false;
    const handledAt = '2026-11-22T01:00:00.000Z';
    const fetchMock = stubApi({
      'GET /api/admin/messages?status=unread': () =>
        jsonResponse(adminPageOf(handled ? [] : [makeMessage()])),
      'GET /api/admin/messages/5': () =>
        jsonResponse({ data: makeMessage({ handled_at: handled ? handledAt : null }) }),
      'POST /api/admin/messages/5/handled': () => {
        handled = true;
        return jsonResponse({
          message: ADMIN_INBOX_MESSAGES.handled,
          data: makeMessage({ handled_at: handledAt }),
        });
      },
    });

    renderWithProviders(<MessagesSection />, {
      path: '/AdminDashboard/messages?status=unread&message=5',
    });

    const detail = await screen.findByRole('article', { name: 'Message from Jordan Visitor' });
    expect(within(detail).getByText(/I would like to ask about advertising/)).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark handled' }));

    expect(await within(detail).findByText(ADMIN_INBOX_MESSAGES.handled)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(detail).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_INBOX_MESSAGES.empty)).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Message from Jordan Visitor' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/messages/5/handled')).toHaveLength(1);
  });

  it('says so when the message in the URL does not exist', async () => {
    stubApi({
      'GET /api/admin/messages': () => jsonResponse(adminPageOf([])),
      'GET /api/admin/messages/77': () => errorResponse(404, ADMIN_INBOX_MESSAGES.notFound),
    });

    renderWithProviders(<MessagesSection />, { path: '/AdminDashboard/messages?message=77' });

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_INBOX_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Back to the messages' })).toHaveAttribute(
      'href',
      '/AdminDashboard/messages',
    );
  });

  it('sends a reply with the prefilled subject and shows that it was sent', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': () => jsonResponse(adminPageOf([makeMessage()])),
      'GET /api/admin/messages/5': () => jsonResponse({ data: makeMessage() }),
      'POST /api/admin/messages/5/reply': () =>
        jsonResponse({
          message: ADMIN_INBOX_MESSAGES.replySent,
          data: makeMessage({
            handled_at: '2026-11-22T01:00:00.000Z',
            replied_at: '2026-11-22T01:00:00.000Z',
          }),
        }),
    });

    renderWithProviders(<MessagesSection />, { path: '/AdminDashboard/messages?message=5' });

    const form = await screen.findByRole('form', {
      name: 'Reply by e-mail to jordan@example.com',
    });
    expect(within(form).getByLabelText('Subject')).toHaveValue(ADMIN_INBOX_REPLY_SUBJECT);
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'Yes, see the advertise page.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByText(ADMIN_INBOX_MESSAGES.replySent)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/messages/5/reply');
    expect(JSON.parse(String(call![1]?.body))).toEqual({
      subject: ADMIN_INBOX_REPLY_SUBJECT,
      body: 'Yes, see the advertise page.',
    });
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('checks the reply in the browser before sending anything', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/messages': () => jsonResponse(adminPageOf([makeMessage()])),
      'GET /api/admin/messages/5': () => jsonResponse({ data: makeMessage() }),
    });

    renderWithProviders(<MessagesSection />, { path: '/AdminDashboard/messages?message=5' });

    const form = await screen.findByRole('form', { name: /Reply by e-mail/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByText(ADMIN_INBOX_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/admin/messages/5/reply')).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields and keeps what was written', async () => {
    stubApi({
      'GET /api/admin/messages': () => jsonResponse(adminPageOf([makeMessage()])),
      'GET /api/admin/messages/5': () => jsonResponse({ data: makeMessage() }),
      'POST /api/admin/messages/5/reply': () =>
        errorResponse(422, ADMIN_INBOX_MESSAGES.subjectTooLong, {
          subject: ADMIN_INBOX_MESSAGES.subjectTooLong,
        }),
    });

    renderWithProviders(<MessagesSection />, { path: '/AdminDashboard/messages?message=5' });

    const form = await screen.findByRole('form', { name: /Reply by e-mail/ });
    fireEvent.change(within(form).getByLabelText('Message'), {
      target: { value: 'Keep this text.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByText(ADMIN_INBOX_MESSAGES.subjectTooLong)).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Message')).toHaveValue('Keep this text.');
  });

  it('says when the mail server refused the reply, keeping the text', async () => {
    stubApi({
      'GET /api/admin/messages': () => jsonResponse(adminPageOf([makeMessage()])),
      'GET /api/admin/messages/5': () => jsonResponse({ data: makeMessage() }),
      'POST /api/admin/messages/5/reply': () =>
        errorResponse(503, ADMIN_INBOX_MESSAGES.replyFailed),
    });

    renderWithProviders(<MessagesSection />, { path: '/AdminDashboard/messages?message=5' });

    const form = await screen.findByRole('form', { name: /Reply by e-mail/ });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Try me.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ADMIN_INBOX_MESSAGES.replyFailed,
    );
    expect(within(form).getByLabelText('Message')).toHaveValue('Try me.');
  });
});
