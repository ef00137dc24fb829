import {
  NOT_FOUND_META,
  buildBlogEntryMeta,
  buildBlogPath,
  slugToTitle,
  type BlogEntry,
} from '@app/contract';
import { Link, useParams } from 'react-router';
import { BlogArticle } from '../../../components/ui/blog-article';
import { LoadFailedPage } from '../../../components/ui/load-failed';
import { MessagePage } from '../../../components/ui/message-page';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { parseBlogId, useBlogEntry } from '../api/blogs';
import styles from './blog-entry-page.module.css';
import { ROUTES } from '../../../lib/route-paths';

/** /blog/:name/:id — one published post; the id picks it, the name is for people. */
export default function BlogEntryPage() {
  const { name = '', id: rawId } = useParams();
  const id = parseBlogId(rawId);
  const { data: post, isPending, refetch } = useBlogEntry(id);

  if (id === null || post === null) return <PostNotFound />;

  return (
    <div className={styles.page}>
      <nav aria-label="Back" className={styles.back}>
        <Link to={ROUTES.blog}>
          <span aria-hidden="true">←</span> Back to the blog
        </Link>
      </nav>
      {post ? (
        <Post post={post} />
      ) : isPending ? (
        <Spinner label={`Loading ${slugToTitle(name) || 'the post'}…`} />
      ) : (
        <LoadFailedPage title="This post could not load" onRetry={() => void refetch()} />
      )}
    </div>
  );
}

function Post({ post }: { readonly post: BlogEntry }) {
  usePageMeta(
    buildBlogEntryMeta({
      title: post.title,
      excerpt: post.excerpt,
      canonicalPath: buildBlogPath(post),
    }),
  );
  return (
    <BlogArticle post={post} titleId="post-title">
      <footer className={styles.footer}>
        <Link to={ROUTES.blog} className="button button--ghost">
          More from the blog
        </Link>
      </footer>
    </BlogArticle>
  );
}

function PostNotFound() {
  usePageMeta(NOT_FOUND_META);
  return (
    <MessagePage
      title="Post not found"
      actions={
        <Link to={ROUTES.blog} className="button">
          Back to the blog
        </Link>
      }
    >
      <p>This post does not exist or has been taken down.</p>
    </MessagePage>
  );
}
