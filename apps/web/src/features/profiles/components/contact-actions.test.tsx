import { PHONE_REVEAL_MESSAGES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { errorResponse, jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ContactActions } from './contact-actions';

const PROFILE = { id: 42, name: 'Jane', contact: { call: true, sms: true } } as const;
const TOO_MANY = PHONE_REVEAL_MESSAGES.tooMany;

function stubReveal(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ContactActions', () => {
  it('shows no number until "Show number" is pressed, then Call and SMS links, Call focused', async () => {
    const fetchMock = stubReveal(() => jsonResponse({ phone: '0412345678' }));
    renderWithProviders(<ContactActions profile={PROFILE} />);
    expect(document.body).not.toHaveTextContent(/0412|345/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    const call = await screen.findByRole('link', { name: /Call 0412 345 678/ });
    expect(call).toHaveAttribute('href', 'tel:0412345678');
    expect(call).toHaveFocus();
    expect(screen.getByRole('link', { name: /Send SMS/ })).toHaveAttribute(
      'href',
      'sms:0412345678',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect([requestUrl(input), init?.method]).toEqual(['/api/models/42/phone', 'POST']);
  });

  it('shows only the SMS link, with the number, for an advertiser who takes texts only', async () => {
    stubReveal(() => jsonResponse({ phone: '0412345678' }));
    renderWithProviders(
      <ContactActions profile={{ ...PROFILE, contact: { call: false, sms: true } }} />,
    );

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    expect(await screen.findByRole('link', { name: /SMS 0412 345 678/ })).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  });

  it("sends a signed-in account's token, for the customer's larger budget", async () => {
    const fetchMock = stubReveal(() => jsonResponse({ phone: '0412345678' }));
    useSession
      .getState()
      .setUser({ userName: 'Sam', email: 'sam@example.com', role: 'customer', userId: '5' }, 'tkn');
    renderWithProviders(<ContactActions profile={PROFILE} />);

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      'Bearer tkn',
    );
  });

  it("says why past the budget (the server's message) and keeps the button for a later try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubReveal(() => errorResponse(429, TOO_MANY));
    renderWithProviders(<ContactActions profile={PROFILE} />);

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByRole('button', { name: /Show number/ })).toBeEnabled();
  });

  it('says so, with no button, when the advertiser takes neither calls nor texts', () => {
    renderWithProviders(
      <ContactActions profile={{ ...PROFILE, contact: { call: false, sms: false } }} />,
    );

    expect(
      screen.getByText('Jane does not take calls or texts through the directory.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
