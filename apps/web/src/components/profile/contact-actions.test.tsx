import { PHONE_REVEAL_MESSAGES } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import { ContactActions } from './contact-actions';

const PROFILE = { id: 42, name: 'Jane', contact: { call: true, sms: true } } as const;
const TOO_MANY = PHONE_REVEAL_MESSAGES.tooMany;

/** A reveal that answers the number (or fails), counted. */
function numberReveal(answer: () => Promise<string> = async () => '0412345678') {
  return vi.fn<() => Promise<string>>(answer);
}

describe('ContactActions', () => {
  it('shows no number until "Show number" is pressed, then Call and SMS links, Call focused', async () => {
    const reveal = numberReveal();
    renderWithProviders(<ContactActions profile={PROFILE} revealPhone={reveal} />);
    expect(document.body).not.toHaveTextContent(/0412|345/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    const call = await screen.findByRole('link', { name: /Call 0412 345 678/ });
    expect(call).toHaveAttribute('href', 'tel:0412345678');
    expect(call).toHaveFocus();
    expect(screen.getByRole('link', { name: /Send SMS/ })).toHaveAttribute(
      'href',
      'sms:0412345678',
    );
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('shows only the SMS link, with the number, for an advertiser who takes texts only', async () => {
    renderWithProviders(
      <ContactActions
        profile={{ ...PROFILE, contact: { call: false, sms: true } }}
        revealPhone={numberReveal()}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    expect(await screen.findByRole('link', { name: /SMS 0412 345 678/ })).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  });

  it("says why past the budget (the server's message) and keeps the button for a later try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = numberReveal(() =>
      Promise.reject(new HttpError(429, TOO_MANY, { message: TOO_MANY })),
    );
    renderWithProviders(<ContactActions profile={PROFILE} revealPhone={refused} />);

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByRole('button', { name: /Show number/ })).toBeEnabled();
  });

  it('says so, with no button, when the advertiser takes neither calls nor texts', () => {
    const reveal = numberReveal();
    renderWithProviders(
      <ContactActions
        profile={{ ...PROFILE, contact: { call: false, sms: false } }}
        revealPhone={reveal}
      />,
    );

    expect(
      screen.getByText('Jane does not take calls or texts through the directory.'),
    ).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
