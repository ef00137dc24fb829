import {
  BLOG_POST_STATUSES,
  BLOG_POST_STATUS_LABELS,
  type AdminBlogPostSummary,
} from '@app/contract';
import { Link } from 'react-router';
import consoleStyles from '../../components/admin-console.module.css';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../../components/admin-filter-form';
import { AdminList, type AdminColumn } from '../../components/admin-table';
import { useAdminBlogPosts } from '../api/admin-blog-posts';
import {
  NEW_POST,
  POST_PARAM,
  readListFilters,
  type BlogFilterName,
} from '../lib/blog-search-params';
import { formatAdminDateTime } from '../../lib/admin-dates';
import styles from './blog-admin.module.css';
import { withSearchParams } from '../../lib/admin-query';
import { useAdminListParams } from '../../lib/use-admin-list-params';
import { AdminSection } from '../../components/admin-section';

const BLOG_FILTERS: readonly AdminFilter<BlogFilterName>[] = [
  { kind: 'search', name: 'q', label: 'Search', placeholder: 'Title or slug' },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    anyLabel: 'All',
    options: labelledOptions(BLOG_POST_STATUSES, BLOG_POST_STATUS_LABELS),
  },
];

interface BlogPostListProps {
  /** What the last action said (e.g. a deletion), announced above the table. */
  readonly notice: string;
}

/** The posts table: search and status filter and the page in the URL, filtered on the server. */
export function BlogPostList({ notice }: BlogPostListProps) {
  const { params, applyFilters, goToPage } = useAdminListParams();
  const filters = readListFilters(params);
  const posts = useAdminBlogPosts(filters);

  const linkTo = (post: number | typeof NEW_POST) => ({
    search: `?${withSearchParams(params, { [POST_PARAM]: post }).toString()}`,
  });

  const columns: readonly AdminColumn<AdminBlogPostSummary>[] = [
    {
      header: 'Title',
      cell: (post) => (
        <>
          <Link to={linkTo(post.id)}>{post.title}</Link>
          <span className={styles.slug}>/{post.slug}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (post) => (
        <span className={consoleStyles.status} data-status={post.status}>
          {BLOG_POST_STATUS_LABELS[post.status]}
        </span>
      ),
    },
    { header: 'Updated', cell: (post) => formatAdminDateTime(post.updated_at) },
    {
      header: 'Published',
      cell: (post) => (post.status === 'published' ? formatAdminDateTime(post.published_at) : '—'),
    },
  ];

  return (
    <AdminSection
      title="Blog"
      actions={
        <Link to={linkTo(NEW_POST)} className="button">
          New post
        </Link>
      }
    >
      <p role="status" aria-live="polite" className={styles.notice}>
        {notice}
      </p>
      <AdminFilterForm
        label="Filter posts"
        filters={BLOG_FILTERS}
        values={filters}
        onApply={applyFilters}
        submitLabel="Search"
      />
      <AdminList
        query={posts}
        noun="posts"
        loadingLabel="Loading posts…"
        failedText="The posts could not load. Please try again."
        emptyText="No posts match these filters."
        caption="Blog posts, last changed first"
        columns={columns}
        onPageChange={goToPage}
      />
    </AdminSection>
  );
}
