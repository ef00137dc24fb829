import { ALERT_MESSAGES, SAVED_SEARCHES_PATH } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { callsTo, jsonResponse, stubFetchAnswer } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import SaveSearch from './save-search';

const QUERY = { state: 'New South Wales', city: 'Sydney', gender: 'female' };

describe('Save this search', () => {
  it('offers a visitor a sign-in link instead, asking the API nothing', () => {
    const fetchMock = stubFetchAnswer(jsonResponse({}));
    renderWithProviders(<SaveSearch query={QUERY} />);
    expect(screen.getByRole('link', { name: ALERT_MESSAGES.signInToSave })).toHaveAttribute(
      'href',
      '/step',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the search on screen with the chosen frequency for a customer, and says so', async () => {
    window.localStorage.setItem('token', 'customer-token');
    useSession.setState({ role: 'customer', userId: '7', isLogging: true });
    const fetchMock = stubFetchAnswer(
      jsonResponse(
        {
          status: true,
          message: ALERT_MESSAGES.searchSaved,
          data: {
            id: 1,
            name: 'Sydney',
            query: QUERY,
            path: '/escorts/new-south-wales/sydney',
            frequency: 'weekly',
            created_at: '2026-11-27T00:00:00.000Z',
          },
        },
        201,
      ),
    );
    renderWithProviders(<SaveSearch query={QUERY} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'E-mail me new listings' }), {
      target: { value: 'weekly' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));

    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.searchSaved);
    const [save] = callsTo(fetchMock, 'POST', SAVED_SEARCHES_PATH);
    expect(JSON.parse(String(save![1]?.body))).toEqual({ query: QUERY, frequency: 'weekly' });
  });
});
