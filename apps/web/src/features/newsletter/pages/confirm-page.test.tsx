import { CONFIRM_MESSAGES } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, requestUrl, stubFetchAnswer } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import ConfirmPage from './confirm-page';

function renderPage(path: string) {
  return renderRoute('/newsletter/confirm', <ConfirmPage />, path);
}

describe('ConfirmPage', () => {
  it('confirms with one press of the button, sending the token in the body, and says so', async () => {
    const fetchMock = stubFetchAnswer(jsonResponse({ message: CONFIRM_MESSAGES.confirmed }));
    renderPage('/newsletter/confirm?token=abc_123-XYZ');

    // Opening the link (as a mail scanner does) confirms nothing.
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRM_MESSAGES.confirmed);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscription confirmed');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/newsletter/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_123-XYZ' });
  });

  it.each([
    {
      what: 'an expired link has expired and how to get a new one',
      status: 410,
      message: CONFIRM_MESSAGES.expired,
      title: 'This link has expired',
    },
    {
      what: 'a link the server does not know is not valid',
      status: 404,
      message: CONFIRM_MESSAGES.invalidToken,
      title: 'This link is not valid',
    },
  ])('says $what, and offers the button no more', async ({ status, message, title }) => {
    stubFetchAnswer(errorResponse(status, message));
    renderPage('/newsletter/confirm?token=refused');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the link is not valid when it has no token, without a button or a request', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderPage('/newsletter/confirm');

    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRM_MESSAGES.invalidToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the button for another try when the server fails', async () => {
    stubFetchAnswer(errorResponse(500, 'Something went wrong on our side.'));
    renderPage('/newsletter/confirm?token=abc');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  });
});
