import { NEWSLETTER_MESSAGES } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchAnswer } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('after the contract’s success toast, says to open the mailed link, and clears the field', async () => {
    stubFetchAnswer(jsonResponse({ status: true, message: NEWSLETTER_MESSAGES.subscribed }));
    renderWithProviders(<NewsletterForm />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'reader@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkInbox)).toBe(status);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });
});
