import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION, useSession } from '../../lib/session';
import { jsonResponse, makeSearchItem } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ListingCard, listingCardFromSearchItem } from './listing-card';

function SearchResultCard({
  item,
}: {
  readonly item: Parameters<typeof listingCardFromSearchItem>[0];
}) {
  return <ListingCard listing={listingCardFromSearchItem(item)} />;
}

describe('ListingCard', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSession.setState(EMPTY_SESSION);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ status: true, data: [] })),
    );
  });

  it('puts the wishlist heart beside the card link, never inside it', () => {
    renderWithProviders(<SearchResultCard item={makeSearchItem({ name: 'Jane Doe' })} />);
    const card = screen.getByRole('article');

    const link = within(card).getByRole('link');
    const heart = within(card).getByRole('button', { name: 'Save to wishlist' });
    expect(link).not.toContainElement(heart);
    expect(link.querySelector('button')).toBeNull();
    // A real button: in the Tab order and pressed with Enter or Space by the browser.
    expect(heart.tagName).toBe('BUTTON');
    expect(heart).not.toHaveAttribute('tabindex', '-1');
  });

  it('asks a visitor who presses the card heart to sign in, without leaving the page', () => {
    renderWithProviders(<SearchResultCard item={makeSearchItem({ name: 'Jane Doe' })} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));

    expect(screen.getByText('Sign in to save Jane Doe to your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/step');
  });

  it("offers an uploaded photo's stored widths and reserves its box", () => {
    renderWithProviders(
      <SearchResultCard
        item={makeSearchItem({ name: 'Jane Doe', model: { image_name: 'listing-ab12-1280.webp' } })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Jane Doe' });

    expect(image).toHaveAttribute(
      'srcset',
      '/images/listing-ab12-320.webp 320w, /images/listing-ab12-640.webp 640w, /images/listing-ab12-1280.webp 1280w',
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
