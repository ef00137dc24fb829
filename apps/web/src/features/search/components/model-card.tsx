import {
  buildImageUrl,
  buildPhotoSrcSet,
  buildProfilePath,
  type SearchModelItem,
} from '@app/contract';
import { Link } from 'react-router';
import { WishlistHeart } from '../../../components/ui/wishlist-heart';
import { stripTags } from '../../../lib/strip-tags';
import styles from './model-card.module.css';

/** Card images are 3:4 portraits; the attributes reserve their space before they load. */
const IMAGE_WIDTH = 300;
const IMAGE_HEIGHT = 400;
/** The card's width in the results grid (model-listing.module.css): 2, 3, then 4 columns. */
const IMAGE_SIZES = '(min-width: 60rem) 300px, (min-width: 44rem) 33vw, 50vw';

interface ModelCardProps {
  readonly item: SearchModelItem;
  /**
   * The first card of a page: its photo is likely the largest thing on a phone's first
   * screen, so it is fetched at once and first; the others wait until they near the screen.
   */
  readonly isPriority?: boolean;
}

/**
 * One listing in a results grid (docs/product/routes-and-screens.md, search results): image, name, age, suburb
 * and country, the description without markup and the Recently online marker; the Verified and
 * Active Now badges on the photo (docs/product/search-and-ranking.md). The whole card links to the profile,
 * /profile/:name/:id?state=:state. The wishlist heart sits over the photo's corner as the
 * link's sibling, not inside it: a button inside a link is invalid HTML and unreachable as
 * its own control by keyboard.
 */
export function ModelCard({ item, isPriority = false }: ModelCardProps) {
  const { name, model, profile } = item;
  const description = stripTags(model.description);
  const place = [model.suburb, profile.country].filter(Boolean).join(', ');
  const srcSet = model.image_name ? buildPhotoSrcSet(model.image_name) : undefined;

  return (
    <article className={styles.card}>
      <Link to={buildProfilePath(name, model.id, profile.state)} className={styles.link}>
        <div className={styles.media}>
          {model.image_name ? (
            <img
              className={styles.image}
              src={buildImageUrl(model.image_name)}
              srcSet={srcSet}
              sizes={srcSet ? IMAGE_SIZES : undefined}
              alt={name}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={isPriority ? 'eager' : 'lazy'}
              fetchPriority={isPriority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : (
            <div className={styles.noImage} role="img" aria-label={`${name}: no photo yet`}>
              <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
            </div>
          )}
          {item.verified || item.active_now ? (
            <div className={styles.badges}>
              {item.verified ? <span className={styles.verified}>Verified</span> : null}
              {item.active_now ? <span className={styles.active}>Active Now</span> : null}
            </div>
          ) : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.meta}>
            <span>Age {model.age}</span>
            {place ? <span className={styles.place}>{place}</span> : null}
          </p>
          {item.recently_online ? (
            <p className={styles.online}>
              <span className={styles.onlineDot} aria-hidden="true" />
              Recently online
            </p>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      </Link>
      <WishlistHeart modelId={model.id} name={name} variant="overlay" />
    </article>
  );
}
