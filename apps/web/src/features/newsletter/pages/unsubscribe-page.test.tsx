import { UNSUBSCRIBE_MESSAGES } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, requestUrl, stubFetchAnswer } from '../../../test/factories';
import { renderRoute } from '../../../test/render';
import UnsubscribePage from './unsubscribe-page';

function renderPage(path: string) {
  return renderRoute('/newsletter/unsubscribe', <UnsubscribePage />, path);
}

describe('UnsubscribePage', () => {
  it('unsubscribes with one press of the button and confirms it', async () => {
    const fetchMock = stubFetchAnswer(jsonResponse({ message: UNSUBSCRIBE_MESSAGES.unsubscribed }));
    renderPage('/newsletter/unsubscribe?token=abc_123');

    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.unsubscribed);
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/newsletter/unsubscribe/abc_123');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('shows the server’s message for a wrong token', async () => {
    stubFetchAnswer(errorResponse(404, UNSUBSCRIBE_MESSAGES.invalidToken));
    renderPage('/newsletter/unsubscribe?token=wrong');

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.invalidToken);
  });

  it('says the link is not valid when it has no token, without a button', () => {
    renderPage('/newsletter/unsubscribe');

    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_MESSAGES.invalidToken);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
