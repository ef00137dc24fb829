import type { AdminPage } from '@app/contract';
import styles from './admin-console.module.css';

interface AdminPaginationProps {
  /** The page of the list as the server answered it (every admin list answers an AdminPage). */
  readonly of: Pick<AdminPage<unknown>, 'page' | 'last_page' | 'total'>;
  /** What the list counts, plural ("listings"). */
  readonly noun: string;
  readonly onPageChange: (page: number) => void;
}

/** Previous / next under an admin list, with where the admin is and how many rows there are. */
export function AdminPagination({ of, noun, onPageChange }: AdminPaginationProps) {
  const { page, last_page: lastPage, total } = of;
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <span>
        {total} {noun} · page {page} of {Math.max(lastPage, 1)}
      </span>
      <span className={styles.actions}>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </span>
    </nav>
  );
}
