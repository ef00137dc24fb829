import { REPORT_MESSAGES } from '@app/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ReportListing } from './report-listing';

function mockFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openForm() {
  renderWithProviders(<ReportListing listingId={42} />);
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  // The form's code loads on the first press.
  await screen.findByRole('button', { name: 'Send report' });
}

describe('ReportListing', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('asks for a reason and sends nothing without one', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await openForm();

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason and details to the listing and thanks the visitor', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ status: true, message: REPORT_MESSAGES.sent }, 201),
    );
    await openForm();

    fireEvent.click(screen.getByLabelText('May be under 18'));
    fireEvent.change(screen.getByLabelText('Details (optional)'), {
      target: { value: 'Looks very young.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.sent);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/models/42/reports');
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'underage',
      details: 'Looks very young.',
    });
  });

  it('shows the server’s refusal and keeps the chosen reason and the text', async () => {
    mockFetch(() => errorResponse(429, REPORT_MESSAGES.alreadyReported));
    await openForm();

    fireEvent.click(screen.getByLabelText('Scam or asks for deposits'));
    fireEvent.change(screen.getByLabelText('Details (optional)'), {
      target: { value: 'Asked for a deposit.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.alreadyReported);
    expect(screen.getByLabelText('Scam or asks for deposits')).toBeChecked();
    expect(screen.getByLabelText('Details (optional)')).toHaveValue('Asked for a deposit.');
  });
});
