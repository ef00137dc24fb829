import { buildImageUrl } from '@app/contract';
import type { ReactNode } from 'react';
import { formatAustralianDate } from '../../lib/australian-date';
import styles from './blog-article.module.css';
import { RichText } from './rich-text';

/** What a post shows; published_at is empty or null for a draft (no date line then). */
export interface BlogArticlePost {
  readonly title: string;
  readonly excerpt: string;
  readonly cover_image: string | null;
  readonly published_at: string | null;
  readonly body_html: string;
}

interface BlogArticleProps {
  readonly post: BlogArticlePost;
  /** The title's id, which names the article. */
  readonly titleId: string;
  /** After the body, inside the article (the entry page's "More from the blog"). */
  readonly children?: ReactNode;
}

/**
 * One blog post as the public reads it: date, title, excerpt, cover and the sanitised body.
 * The public entry page (/blog/:name/:id) and the admin console's preview both use it, so
 * the preview is what readers will see.
 */
export function BlogArticle({ post, titleId, children }: BlogArticleProps) {
  const date = post.published_at ? formatAustralianDate(post.published_at) : '';
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.header}>
        {date && post.published_at ? (
          <time className={styles.date} dateTime={post.published_at}>
            {date}
          </time>
        ) : null}
        <h1 id={titleId} className={styles.title}>
          {post.title}
        </h1>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </header>
      {post.cover_image ? (
        <img
          className={styles.cover}
          src={buildImageUrl(post.cover_image)}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
        />
      ) : null}
      <RichText html={post.body_html} className={styles.body} />
      {children}
    </article>
  );
}
