import { buildImageUrl, buildProfilePath, type WishlistItem } from '@app/contract';
import { Link } from 'react-router';
import { WishlistHeart } from '../../../components/ui/wishlist-heart';
import styles from './wishlist-card.module.css';

interface WishlistCardProps {
  readonly item: WishlistItem;
}

/**
 * One saved listing (docs/product/routes-and-screens.md): image, name, city, age, the Active Now and NEW
 * badges, linking to /profile/:name/:modelId?state=…; the heart beside the link removes it.
 */
export function WishlistCard({ item }: WishlistCardProps) {
  const { name, city, age, state, modeles } = item;
  return (
    <article className={styles.card}>
      <Link to={buildProfilePath(name, modeles.id, state)} className={styles.link}>
        <div className={styles.media}>
          {modeles.image_name ? (
            <img
              className={styles.image}
              src={buildImageUrl(modeles.image_name)}
              alt={name}
              width={300}
              height={400}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className={styles.noImage} role="img" aria-label={`${name}: no photo yet`}>
              <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
            </div>
          )}
          {item.active_now || item.is_new ? (
            <div className={styles.badges}>
              {item.active_now ? <span className={styles.active}>Active Now</span> : null}
              {item.is_new ? <span className={styles.new}>NEW</span> : null}
            </div>
          ) : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.meta}>
            <span>{city}</span>
            <span>Age {age}</span>
          </p>
        </div>
      </Link>
      <WishlistHeart modelId={modeles.id} name={name} variant="overlay" />
    </article>
  );
}
