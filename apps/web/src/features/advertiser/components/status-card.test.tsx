import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { renderWithProviders } from '../../../test/render';
import { StatusCard } from './status-card';

describe('StatusCard of a suspended listing', () => {
  it('shows the admin’s suspension reason to the advertiser', () => {
    renderWithProviders(
      <StatusCard
        listing={makeOwnListing({ status: 'suspended', suspension_reason: 'Reported as fake.' })}
        isPreviewOpen={false}
        onTogglePreview={vi.fn()}
      />,
    );
    expect(screen.getByRole('note', { name: 'Reason' })).toHaveTextContent(
      'Reason: Reported as fake.',
    );
  });
});
