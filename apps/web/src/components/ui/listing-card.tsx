import {
  buildImageUrl,
  buildPhotoSrcSet,
  buildProfilePath,
  describeSearchTour,
  type SearchModelItem,
  type SearchTourStatus,
  type WishlistItem,
} from '@app/contract';
import { Link } from 'react-router';
import { useIsStillAhead } from '../../hooks/use-is-still-ahead';
import { stripTags } from '../../lib/strip-tags';
import styles from './listing-card.module.css';
import { WishlistHeart } from './wishlist-heart';

/** Card images are 3:4 portraits; the attributes reserve their space before they load. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;
/** The card's width in a grid of cards: 2, 3, then 4 columns. */
const IMAGE_SIZES = '(min-width: 60rem) 300px, (min-width: 44rem) 33vw, 50vw';

/** What a card shows of one listing, whichever list it comes from. */
export interface ListingCardData {
  readonly id: number;
  readonly name: string;
  readonly age: number;
  /** The listing's state, carried by the profile link. */
  readonly state: string;
  /** Where the listing is: 'Surry Hills, Australia' in results, the city in a wishlist. */
  readonly place: string;
  readonly imageName: string | null;
  /** The description without markup; empty shows none. */
  readonly description?: string;
  readonly isVerified?: boolean;
  readonly isActiveNow?: boolean;
  readonly isNew?: boolean;
  readonly isRecentlyOnline?: boolean;
  /** "Available today" until this instant (ISO), shown until then. */
  readonly availableUntil?: string | null;
  /** On tour: 'Touring · until 28 Nov' here, 'Away · in …' at home, 'Touring Sydney from 3 Dec' soon. */
  readonly tour?: { readonly status: SearchTourStatus; readonly label: string };
}

/** A search result as a card (docs/product/search-and-ranking.md). */
export function listingCardFromSearchItem(item: SearchModelItem): ListingCardData {
  const { name, model, profile } = item;
  return {
    id: model.id,
    name,
    age: model.age,
    state: profile.state,
    place: [model.suburb, profile.country].filter(Boolean).join(', '),
    imageName: model.image_name,
    description: stripTags(model.description),
    isVerified: item.verified,
    isActiveNow: item.active_now,
    isRecentlyOnline: item.recently_online,
    availableUntil: item.available_until,
    // A list saved in the tab before cards carried tours has no `tour`.
    tour: item.tour
      ? { status: item.tour.status, label: describeSearchTour(item.tour) }
      : undefined,
  };
}

/** A saved listing of the customer's wishlist as a card (docs/product/accounts.md). */
export function listingCardFromWishlistItem(item: WishlistItem): ListingCardData {
  return {
    id: item.modeles.id,
    name: item.name,
    age: item.age,
    state: item.state,
    place: item.city,
    imageName: item.modeles.image_name,
    isActiveNow: item.active_now,
    isNew: item.is_new,
  };
}

interface ListingCardProps {
  readonly listing: ListingCardData;
  /**
   * The first card of a page: its photo is likely the largest thing on a phone's first
   * screen, so it is fetched at once and first; the others wait until they near the screen.
   */
  readonly isPriority?: boolean;
}

/**
 * One listing in a grid of cards (results and the wishlist): the photo in its stored widths
 * with the Verified, NEW, Available today and Active Now badges on it, name, age, place, the tour (touring
 * here, or away from home), the Recently online marker and the description. The whole card links to the profile,
 * /profile/:name/:id?state=:state. The wishlist heart sits over the photo's corner as the
 * link's sibling, not inside it: a button inside a link is invalid HTML and unreachable as
 * its own control by keyboard.
 */
export function ListingCard({ listing, isPriority = false }: ListingCardProps) {
  const { id, name, age, state, place, imageName, description } = listing;
  return (
    <article className={styles.card}>
      <Link to={buildProfilePath(name, id, state)} className={styles.link}>
        <div className={styles.media}>
          <CardPhoto name={name} imageName={imageName} isPriority={isPriority} />
          <CardBadges listing={listing} />
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.meta}>
            <span>Age {age}</span>
            {place ? <span className={styles.place}>{place}</span> : null}
          </p>
          {listing.tour ? (
            <p className={styles[listing.tour.status]}>{listing.tour.label}</p>
          ) : null}
          {listing.isRecentlyOnline ? (
            <p className={styles.online}>
              <span className={styles.onlineDot} aria-hidden="true" />
              Recently online
            </p>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      </Link>
      <WishlistHeart modelId={id} name={name} variant="overlay" />
    </article>
  );
}

interface CardPhotoProps {
  readonly name: string;
  readonly imageName: string | null;
  readonly isPriority: boolean;
}

function CardPhoto({ name, imageName, isPriority }: CardPhotoProps) {
  if (!imageName) {
    return (
      <div className={styles.noImage} role="img" aria-label={`${name}: no photo yet`}>
        <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
      </div>
    );
  }
  const srcSet = buildPhotoSrcSet(imageName);
  return (
    <img
      className={styles.image}
      src={buildImageUrl(imageName)}
      srcSet={srcSet}
      sizes={srcSet ? IMAGE_SIZES : undefined}
      alt={name}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

function CardBadges({ listing }: { readonly listing: ListingCardData }) {
  const { isVerified, isActiveNow, isNew } = listing;
  const isAvailable = useIsStillAhead(listing.availableUntil);
  if (!isVerified && !isActiveNow && !isNew && !isAvailable) return null;
  return (
    <div className={styles.badges}>
      {isVerified ? <span className={styles.verified}>Verified</span> : null}
      {isNew ? <span className={styles.new}>NEW</span> : null}
      {isAvailable ? <span className={styles.available}>Available today</span> : null}
      {isActiveNow ? <span className={styles.active}>Active Now</span> : null}
    </div>
  );
}
