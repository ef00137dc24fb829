import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnListing } from '../../../test/advertiser-factories';
import { renderWithProviders } from '../../../test/render';
import { BuilderProgress } from './builder-progress';

describe('BuilderProgress', () => {
  it('says which step of seven is current and marks it with aria-current', () => {
    const listing = makeOwnListing({ completed_steps: ['basics', 'location'] });
    renderWithProviders(<BuilderProgress current="about" listing={listing} />);
    expect(screen.getByText(/Step 3 of 7/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Listing steps' });
    const current = nav.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('About');
    expect(within(nav).queryByRole('link', { name: /About/ })).toBeNull();
  });

  it('links completed steps with a completed mark and leaves later steps unlinked', () => {
    const listing = makeOwnListing({ completed_steps: ['basics', 'location'] });
    renderWithProviders(<BuilderProgress current="about" listing={listing} />);
    const basics = screen.getByRole('link', { name: /Basics.*completed/ });
    expect(basics).toHaveAttribute('href', '/addaprofile?step=basics');
    expect(screen.getByRole('link', { name: /Location.*completed/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Photos/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Review and submit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Tours/ })).toBeNull();
  });

  it('opens the optional tours step, unticked, once every required step is done, and review after it', () => {
    const listing = makeOwnListing();
    renderWithProviders(<BuilderProgress current="rates" listing={listing} />);
    const tours = screen.getByRole('link', { name: /Tours/ });
    expect(tours).toHaveAttribute('href', '/addaprofile?step=tours');
    expect(tours).not.toHaveTextContent('completed');
    expect(screen.getByRole('link', { name: /Review and submit/ })).toBeInTheDocument();
  });

  it('offers only the basics step before a listing exists', () => {
    renderWithProviders(<BuilderProgress current="basics" listing={null} />);
    expect(screen.getByText(/Step 1 of 7/)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
