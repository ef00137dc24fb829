import {
  LISTING_MESSAGES,
  LISTING_STATUS_TEXT,
  LISTING_STATUSES,
  buildListingChangesPath,
  type OwnListing,
} from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signInAdvertiser } from '../../../test/advertiser-session';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { jsonResponse, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { StatusCard } from './status-card';

/** The card of a listing made from `overrides`. */
function renderStatusCard(overrides: Partial<OwnListing>) {
  return renderWithProviders(<StatusCard listing={makeOwnListing(overrides)} />);
}

describe('StatusCard of a suspended listing', () => {
  it('shows the admin’s suspension reason to the advertiser', () => {
    renderStatusCard({ status: 'suspended', suspension_reason: 'Reported as fake.' });
    expect(screen.getByRole('note', { name: 'Reason' })).toHaveTextContent(
      'Reason: Reported as fake.',
    );
  });
});

describe('StatusCard', () => {
  it.each(LISTING_STATUSES)('says what the %s status means and what happens next', (status) => {
    renderStatusCard({ status });
    expect(screen.getByText(LISTING_STATUS_TEXT[status].title)).toBeInTheDocument();
    expect(screen.getByText(LISTING_STATUS_TEXT[status].next)).toBeInTheDocument();
  });

  it('shows the rejection reason and offers to submit again', () => {
    renderStatusCard({ status: 'rejected', rejection_reason: 'Photos are blurry.' });
    expect(screen.getByText('Photos are blurry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('links a live listing to its public profile and offers Pause', () => {
    renderStatusCard({ status: 'live' });
    expect(screen.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
      'href',
      '/profile/scarlett/501?state=new-south-wales',
    );
    expect(screen.getByRole('button', { name: 'Pause listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('links to the preview in the listing section instead of a profile link while not live', () => {
    renderStatusCard({ status: 'pending' });
    expect(screen.queryByRole('link', { name: 'View my public profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preview my listing' })).toHaveAttribute(
      'href',
      '/modelDashboard/listing',
    );
  });
});

describe('StatusCard of a live listing with changes waiting for review', () => {
  it('says the changes wait and what they cost the badge, and withdraws them with DELETE …/changes', async () => {
    signInAdvertiser();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ message: LISTING_MESSAGES.changesWithdrawn }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderStatusCard({
      status: 'live',
      verified_at: '2026-11-01T01:00:00.000Z',
      pending_changes: { submitted_at: '2026-11-20T01:00:00.000Z', drops_badge: true },
    });

    const note = screen.getByRole('note', { name: 'Changes waiting for review' });
    expect(note).toHaveTextContent('20 November 2026');
    expect(note).toHaveTextContent(LISTING_MESSAGES.badgeAtRisk);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe(buildListingChangesPath(501));
    expect(init?.method).toBe('DELETE');
  });
});
