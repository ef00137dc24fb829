import { BLOG_LIST_META } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useBlogList } from '../api/blogs';
import { BlogCard } from '../components/blog-card';
import styles from './blog-list-page.module.css';

/** How many covers load at once: the first row on a wide screen. */
const EAGER_COVERS = 3;

/**
 * /blog — every published post, newest first. docs/product/limits-and-messages.md: a failed fetch is only
 * logged (by the query client), so the visitor then sees the calm empty state.
 */
export default function BlogListPage() {
  usePageMeta(BLOG_LIST_META);
  const { data: posts, isPending } = useBlogList();

  return (
    <section className={styles.page} aria-labelledby="blog-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Journal</p>
        <h1 id="blog-title" className={styles.title}>
          Blog
        </h1>
        <p className={styles.lead}>
          News, safety advice and guides for clients and advertisers across Australia.
        </p>
      </header>
      {isPending ? (
        <Spinner label="Loading posts…" />
      ) : posts && posts.length > 0 ? (
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} isEager={index < EAGER_COVERS} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No posts yet. Please check back soon.</p>
      )}
    </section>
  );
}
