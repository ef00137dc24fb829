import { CONTACT_MESSAGES, MESSAGES } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

function mockFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillForm(values: { name?: string; email?: string; phone?: string; message?: string }) {
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText('Phone (optional)'),
    message: screen.getByLabelText('Message'),
  };
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(fields[field as keyof typeof fields], { target: { value } });
  }
  return fields;
}

const VALID = {
  name: 'Alex Citizen',
  email: 'alex@example.com',
  message: 'Hello, I have a question about advertising.',
};

describe('ContactForm', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows the contract's messages under the fields and sends nothing when they are wrong", async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithProviders(<ContactForm />);
    fillForm({ email: 'not-an-email', message: 'short' });

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, confirms it and clears the form', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ status: true, message: CONTACT_MESSAGES.sent }),
    );
    renderWithProviders(<ContactForm />);
    const fields = fillForm(VALID);

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.sent);
    expect(fields.name).toHaveValue('');
    expect(fields.message).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(VALID);
  });

  it("puts the server's 422 field errors on the fields and keeps what was typed", async () => {
    mockFetch(() =>
      errorResponse(422, MESSAGES.invalidInput, { email: 'This address cannot receive mail' }),
    );
    renderWithProviders(<ContactForm />);
    const fields = fillForm(VALID);

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveValue(VALID.email);
    expect(fields.message).toHaveValue(VALID.message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when rate limited, keeping the text", async () => {
    mockFetch(() => errorResponse(429, MESSAGES.tooManyRequests));
    renderWithProviders(<ContactForm />);
    const fields = fillForm(VALID);

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(fields.message).toHaveValue(VALID.message);
  });

  it('says the message could not be sent when the network fails, and reads Sending... meanwhile', async () => {
    let fail: (error: Error) => void = () => {};
    mockFetch(() => new Promise<Response>((_, reject) => (fail = reject)));
    renderWithProviders(<ContactForm />);
    fillForm(VALID);

    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.name);
  });
});
