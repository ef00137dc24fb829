import { cx } from '../../../lib/class-names';
import styles from './profile-photo.module.css';

interface ProfilePhotoProps {
  /** An image URL (stored photo or a chosen file's preview), or null for the placeholder. */
  readonly src: string | null;
  readonly name: string;
  readonly alt: string;
  readonly size?: 'medium' | 'large';
}

/** The customer's round photo, or their initial on a placeholder when there is none. */
export function ProfilePhoto({ src, name, alt, size = 'medium' }: ProfilePhotoProps) {
  const className = cx(styles.photo, size === 'large' && styles.large);
  if (src) return <img className={className} src={src} alt={alt} width={160} height={160} />;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div
      className={cx(className, styles.placeholder)}
      role="img"
      aria-label={`${alt}: no photo yet`}
    >
      <span aria-hidden="true">{initial}</span>
    </div>
  );
}
