import type { AdminPage } from '@app/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { AdminPagination } from './admin-pagination';
import styles from './admin-console.module.css';

/** One column of an admin table: its header and what each row shows in it. */
export interface AdminColumn<Row> {
  readonly header: string;
  /** A header read by screen readers only (an actions column). */
  readonly isHeaderHidden?: boolean;
  readonly cell: (row: Row) => ReactNode;
  readonly className?: string;
}

/** What a row may add to its <tr>: a look of its own, the row open beside the list. */
export interface AdminRowProps {
  readonly className?: string;
  readonly isCurrent?: boolean;
}

/** Every admin row has its id, which keys it. */
interface AdminRow {
  readonly id: number | string;
}

interface AdminTableProps<Row extends AdminRow> {
  /** Read by screen readers only: what the rows are and their order. */
  readonly caption: string;
  readonly columns: readonly AdminColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowProps?: (row: Row) => AdminRowProps;
  /** A newer page is being fetched while this one shows. */
  readonly isBusy?: boolean;
}

/** The one table of the admin console's lists. */
export function AdminTable<Row extends AdminRow>({
  caption,
  columns,
  rows,
  rowProps,
  isBusy = false,
}: AdminTableProps<Row>) {
  return (
    <div className={styles.tableWrap} aria-busy={isBusy || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.isHeaderHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const extra = rowProps?.(row);
            return (
              <tr
                key={row.id}
                className={extra?.className}
                aria-current={extra?.isCurrent ? 'true' : undefined}
              >
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface AdminListProps<Row extends AdminRow> extends Omit<
  AdminTableProps<Row>,
  'rows' | 'isBusy'
> {
  /** The list's query: every admin list answers one page of rows. */
  readonly query: UseQueryResult<AdminPage<Row>>;
  /** What the list counts, plural ("users"), for the pager. */
  readonly noun: string;
  readonly loadingLabel: string;
  /** Said when the list could not load and the server sent no message of its own. */
  readonly failedText: string;
  readonly emptyText: string;
  readonly onPageChange: (page: number) => void;
  /** A failure already shown elsewhere (a filter the server refused, on its form). */
  readonly isFailureShown?: boolean;
}

/**
 * An admin list in its one shape: a spinner while the first page loads, Try again when it
 * could not, the empty text, or the table with the pager under it.
 */
export function AdminList<Row extends AdminRow>({
  query,
  noun,
  loadingLabel,
  failedText,
  emptyText,
  onPageChange,
  isFailureShown = false,
  ...table
}: AdminListProps<Row>) {
  if (query.data) {
    if (query.data.data.length === 0) return <p className={styles.empty}>{emptyText}</p>;
    return (
      <>
        <AdminTable {...table} rows={query.data.data} isBusy={query.isFetching} />
        <AdminPagination of={query.data} noun={noun} onPageChange={onPageChange} />
      </>
    );
  }
  if (query.isError) {
    if (isFailureShown) return null;
    return (
      <LoadFailed
        message={serverMessageOf(query.error) ?? failedText}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner label={loadingLabel} />;
}
