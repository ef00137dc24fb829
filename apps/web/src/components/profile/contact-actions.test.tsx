import {
  CONTACT_CHANNEL_MESSAGES,
  PHONE_REVEAL_MESSAGES,
  type ContactChannel,
} from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { renderWithProviders } from '../../test/render';
import { ContactActions } from './contact-actions';

const TOO_MANY = PHONE_REVEAL_MESSAGES.tooMany;
const profileTaking = (channels: ContactChannel[]) => ({
  id: 42,
  name: 'Jane',
  contact: { channels },
});
const PROFILE = profileTaking(['calls', 'sms']);

/** A reveal that answers the number (or fails), counted. */
function numberReveal(answer: () => Promise<string> = async () => '0412345678') {
  return vi.fn<() => Promise<string>>(answer);
}
const noChannel = () => vi.fn(async () => {});

describe('ContactActions', () => {
  it('shows no number until "Show number" is pressed, then Call and SMS links, Call focused', async () => {
    const reveal = numberReveal();
    renderWithProviders(
      <ContactActions profile={PROFILE} revealPhone={reveal} openChannel={noChannel()} />,
    );
    expect(document.body).not.toHaveTextContent(/0412|345/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));

    const call = await screen.findByRole('link', { name: /Call 0412 345 678/ });
    expect(call).toHaveAttribute('href', 'tel:+61412345678');
    expect(call).toHaveFocus();
    expect(screen.getByRole('link', { name: /Send SMS/ }).getAttribute('href')).toMatch(
      /^sms:\+61412345678\?&body=Hi%20Jane%2C/,
    );
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('has one button per channel she takes, in order, and a tap opens that channel', async () => {
    const open = noChannel();
    renderWithProviders(
      <ContactActions
        profile={profileTaking(['sms', 'whatsapp', 'signal'])}
        revealPhone={numberReveal()}
        openChannel={open}
      />,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent?.trim());
    expect(names).toEqual(['✉ SMS', '◍ WhatsApp', '◎ Signal', PHONE_REVEAL_MESSAGES.show]);

    fireEvent.click(screen.getByRole('button', { name: /WhatsApp/ }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('whatsapp', expect.anything()));
  });

  it('offers no "Show number" without calls or texts, and the enquiry opener where given', () => {
    renderWithProviders(
      <ContactActions
        profile={profileTaking(['telegram', 'enquiry'])}
        revealPhone={numberReveal()}
        openChannel={noChannel()}
        enquiry={<p>enquiry opener</p>}
      />,
    );
    expect(screen.getByRole('button', { name: /Telegram/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show number/ })).not.toBeInTheDocument();
    expect(screen.getByText('enquiry opener')).toBeVisible();
  });

  it("says why past the budget (the server's message) and keeps the buttons for a later try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = () => Promise.reject(new HttpError(429, TOO_MANY, { message: TOO_MANY }));
    renderWithProviders(
      <ContactActions
        profile={PROFILE}
        revealPhone={numberReveal(refused)}
        openChannel={vi.fn(refused)}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: /Show number/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    fireEvent.click(screen.getByRole('button', { name: /Call/ }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Show number/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Call/ })).toBeEnabled();
    expect(CONTACT_CHANNEL_MESSAGES.failed).not.toBe(TOO_MANY);
  });

  it('says so, with no button, when the advertiser takes no channel', () => {
    renderWithProviders(
      <ContactActions
        profile={profileTaking([])}
        revealPhone={numberReveal()}
        openChannel={noChannel()}
      />,
    );

    expect(screen.getByText('Jane does not take contact through the directory.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
