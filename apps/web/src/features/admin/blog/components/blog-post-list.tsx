import {
  BLOG_POST_STATUSES,
  BLOG_POST_STATUS_LABELS,
  type AdminBlogPostSummary,
} from '@app/contract';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { serverMessageOf } from '../../../../lib/http';
import { AdminPagination } from '../../components/admin-pagination';
import consoleStyles from '../../components/admin-console.module.css';
import { useAdminBlogPosts } from '../api/admin-blog-posts';
import { NEW_POST, POST_PARAM, readListFilters } from '../lib/blog-search-params';
import { formatAdminDateTime } from '../../lib/admin-dates';
import styles from './blog-admin.module.css';
import { readFormFields, withSearchParams } from '../../lib/admin-query';

interface BlogPostListProps {
  /** What the last action said (e.g. a deletion), announced above the table. */
  readonly notice: string;
}

/** The posts table: search and status filter and the page in the URL, filtered on the server. */
export function BlogPostList({ notice }: BlogPostListProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const { data, error, isPending, isFetching } = useAdminBlogPosts(filters);

  const linkTo = (post: number | typeof NEW_POST) => {
    const next = new URLSearchParams(params);
    next.set(POST_PARAM, String(post));
    return { search: `?${next.toString()}` };
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filters = readFormFields(event.currentTarget, ['q', 'status']);
    setParams((current) => withSearchParams(current, { ...filters, page: null }));
  };

  const goToPage = (page: number) =>
    setParams((current) => withSearchParams(current, { page: page > 1 ? page : null }));

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={consoleStyles.sectionHeader}>
        <h1 id={`${id}-title`} className="page__title">
          Blog
        </h1>
        <Link to={linkTo(NEW_POST)} className="button">
          New post
        </Link>
      </header>
      <p role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </p>
      {/* Keyed by the URL's filters, so Back shows them in the boxes again. */}
      <form
        key={`${filters.q}|${filters.status}`}
        className={consoleStyles.toolbar}
        role="search"
        aria-label="Filter posts"
        onSubmit={applyFilters}
      >
        <label>
          Search
          <input type="search" name="q" defaultValue={filters.q} placeholder="Title or slug" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">All</option>
            {BLOG_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BLOG_POST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--ghost">
          Search
        </button>
      </form>
      {isPending ? (
        <Spinner label="Loading posts…" />
      ) : error && !data ? (
        <p role="alert">
          {serverMessageOf(error) ?? 'The posts could not load. Please try again.'}
        </p>
      ) : data ? (
        <>
          <div className={consoleStyles.tableWrap} aria-busy={isFetching}>
            {data.data.length === 0 ? (
              <p className={consoleStyles.empty}>No posts match these filters.</p>
            ) : (
              <table className={consoleStyles.table}>
                <caption className="visually-hidden">Blog posts, last changed first</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Status</th>
                    <th scope="col">Updated</th>
                    <th scope="col">Published</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((post) => (
                    <PostRow key={post.id} post={post} editLink={linkTo(post.id)} />
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <AdminPagination of={data} noun="posts" onPageChange={goToPage} />
        </>
      ) : null}
    </section>
  );
}

function PostRow({
  post,
  editLink,
}: {
  readonly post: AdminBlogPostSummary;
  readonly editLink: { search: string };
}) {
  return (
    <tr>
      <td>
        <Link to={editLink}>{post.title}</Link>
        <span className={styles.slug}>/{post.slug}</span>
      </td>
      <td>
        <span className={consoleStyles.status} data-status={post.status}>
          {BLOG_POST_STATUS_LABELS[post.status]}
        </span>
      </td>
      <td>{formatAdminDateTime(post.updated_at)}</td>
      <td>{post.status === 'published' ? formatAdminDateTime(post.published_at) : '—'}</td>
    </tr>
  );
}
