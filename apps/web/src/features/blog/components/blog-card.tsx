import { buildBlogPath, buildImageUrl, type BlogSummary } from '@app/contract';
import { Link } from 'react-router';
import { formatAustralianDate } from '../../../lib/australian-date';
import styles from './blog-card.module.css';

interface BlogCardProps {
  readonly post: BlogSummary;
  /** The first cards are above the fold: load their covers at once. */
  readonly isEager?: boolean;
}

/** One post in the blog list: cover, date, title (the link) and excerpt. */
export function BlogCard({ post, isEager = false }: BlogCardProps) {
  const date = formatAustralianDate(post.published_at);
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {post.cover_image ? (
          <img
            src={buildImageUrl(post.cover_image)}
            alt=""
            width={800}
            height={450}
            loading={isEager ? 'eager' : 'lazy'}
            fetchPriority={isEager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <span className={styles.noCover} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        {date ? (
          <time className={styles.date} dateTime={post.published_at}>
            {date}
          </time>
        ) : null}
        <h2 className={styles.title}>
          <Link to={buildBlogPath(post)} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        <span className={styles.more} aria-hidden="true">
          Read more →
        </span>
      </div>
    </article>
  );
}
