import { CONTACT_CHANNEL_MESSAGES, LISTING_MESSAGES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { makeOwnListing } from '../../test/advertiser-factories';
import { renderWithProviders } from '../../test/render';
import { AboutStep } from './about-step';
import { BasicsStep } from './basics-step';
import { RatesStep } from './rates-step';

/** A `save` that resolves, its calls kept to look at. */
const saved = () => vi.fn(async (_values: unknown) => undefined);

/** A `save` that rejects with the server's answer of `status`. */
const refused = (status: number, body: unknown) =>
  vi.fn(async (_values: unknown) => {
    throw new HttpError(status, 'refused', body);
  });

describe('BasicsStep', () => {
  it("shows the contract's messages for an empty form and saves nothing", async () => {
    const save = saved();
    renderWithProviders(<BasicsStep listing={null} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.genderRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.accountTypeRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses an age under 18 with the under-age message', async () => {
    renderWithProviders(<BasicsStep listing={null} save={saved()} />);
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.underAge)).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a failure no field takes above the buttons, keeping the typing', async () => {
    const save = refused(409, { message: 'This listing changed meanwhile.' });
    renderWithProviders(<BasicsStep listing={makeOwnListing()} save={save} />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rubina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing changed meanwhile.');
    expect(screen.getByLabelText('Display name')).toHaveValue('Rubina');
  });

  it('has a Cancel beside its own submit label only when told to', () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <BasicsStep
        listing={makeOwnListing()}
        save={saved()}
        submitLabel="Save basics"
        onCancel={onCancel}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save basics' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('AboutStep', () => {
  it('saves the ticked channels and the Telegram username as typed in one form', async () => {
    const save = saved();
    renderWithProviders(<AboutStep listing={makeOwnListing()} save={save} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Call' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Telegram' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enquiry form' }));
    fireEvent.change(screen.getByLabelText(/Telegram username/), {
      target: { value: '@Jade_Syd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0]).toMatchObject({
      contact_channels: ['sms', 'telegram', 'enquiry'],
      telegram_handle: 'jade_syd',
    });
  });

  it("refuses a Telegram username outside Telegram's rule with the contract's message", async () => {
    const save = saved();
    renderWithProviders(<AboutStep listing={makeOwnListing()} save={save} />);
    fireEvent.change(screen.getByLabelText(/Telegram username/), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText(CONTACT_CHANNEL_MESSAGES.telegramHandleInvalid),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for a phone when a channel needs the number, and for enough description', async () => {
    const save = saved();
    renderWithProviders(
      <AboutStep
        listing={makeOwnListing({ phone: '', description_html: '<p>Too short</p>' })}
        save={save}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(LISTING_MESSAGES.descriptionTooShort)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('has a labelled formatting toolbar', () => {
    renderWithProviders(<AboutStep listing={makeOwnListing()} save={saved()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'About you' })).toBeInTheDocument();
  });
});

describe('RatesStep', () => {
  it('refuses a rate without an amount', async () => {
    const save = saved();
    renderWithProviders(<RatesStep listing={makeOwnListing({ rates: [] })} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.rateAmountInvalid)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a day whose end comes before its start', async () => {
    renderWithProviders(
      <RatesStep
        listing={makeOwnListing({ availability: [{ day: 'mon', from: '20:00', to: '22:00' }] })}
        save={saved()}
      />,
    );
    const times = screen.getAllByLabelText('To');
    fireEvent.change(times[0]!, { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(LISTING_MESSAGES.timeOrder)).toBeInTheDocument();
  });

  it("puts the server's 422 message for the rates on the rates", async () => {
    const save = refused(422, { errors: { rates: LISTING_MESSAGES.rateAmountInvalid } });
    renderWithProviders(<RatesStep listing={makeOwnListing()} save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(await screen.findByText(LISTING_MESSAGES.rateAmountInvalid)).toBeInTheDocument();
  });
});
