import { ACCOUNT_STATUSES, ADMIN_USER_ROLES, VERIFIED_FILTERS } from '@app/contract';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { AdminPagination } from '../components/admin-pagination';
import consoleStyles from '../components/admin-console.module.css';
import { formatAdminDateTime } from '../lib/admin-dates';
import { UserDetailPanel } from './user-detail-panel';
import {
  readOpenUserId,
  readUserFilters,
  USER_FILTER_NAMES,
  USER_PARAM,
} from './user-search-params';
import { useAdminUsers } from './users-api';
import styles from './users.module.css';
import { readFormFields, withSearchParams } from '../lib/admin-query';

/**
 * /AdminDashboard/users — customers and advertisers: search and filters and the page in the
 * URL (filtered on the server), and the open account (`?user=<id>`) in a panel beside them.
 */
export default function UsersSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params);
  const openUserId = readOpenUserId(params);
  const { data, error, isPending, isFetching } = useAdminUsers(filters);

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filters = readFormFields(event.currentTarget, USER_FILTER_NAMES);
    setParams((current) => withSearchParams(current, { ...filters, page: null }));
  };

  const goToPage = (page: number) =>
    setParams((current) => withSearchParams(current, { page: page > 1 ? page : null }));

  const linkToUser = (userId: number) => {
    const next = new URLSearchParams(params);
    next.set(USER_PARAM, String(userId));
    return { search: `?${next.toString()}` };
  };

  const closePanel = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(USER_PARAM);
      return next;
    });

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={consoleStyles.sectionHeader}>
        <h1 id={`${id}-title`} className="page__title">
          Users
        </h1>
      </header>
      {/* Keyed by the URL's filters, so Back shows them in the boxes again. */}
      <form
        key={USER_FILTER_NAMES.map((name) => filters[name]).join('|')}
        className={consoleStyles.toolbar}
        role="search"
        aria-label="Filter users"
        onSubmit={applyFilters}
      >
        <label>
          Search
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Name, e-mail or phone"
            maxLength={200}
          />
        </label>
        <label>
          Role
          <select name="role" defaultValue={filters.role}>
            <option value="">Customers and advertisers</option>
            {Object.entries(ADMIN_USER_ROLES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}s
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">Any status</option>
            {Object.entries(ACCOUNT_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          E-mail
          <select name="verified" defaultValue={filters.verified}>
            <option value="">Verified or not</option>
            {Object.entries(VERIFIED_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </form>

      <div className={styles.layout}>
        <div className={styles.list}>
          {error ? (
            <p role="alert">{serverMessageOf(error) ?? 'The users could not be loaded.'}</p>
          ) : isPending ? (
            <Spinner label="Loading users…" />
          ) : data.data.length === 0 ? (
            <p className={consoleStyles.empty}>No customer or advertiser matches these filters.</p>
          ) : (
            <>
              <div className={consoleStyles.tableWrap} aria-busy={isFetching}>
                <table className={consoleStyles.table}>
                  <caption className="visually-hidden">Customers and advertisers</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Role</th>
                      <th scope="col">Status</th>
                      <th scope="col">Joined</th>
                      <th scope="col">Last seen</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((user) => (
                      <tr key={user.id} aria-current={user.id === openUserId || undefined}>
                        <td>
                          <Link to={linkToUser(user.id)}>{user.name}</Link>
                        </td>
                        <td>
                          {user.email}
                          {user.email_verified_at ? null : (
                            <span className={styles.note}> (not verified)</span>
                          )}
                        </td>
                        <td>{ADMIN_USER_ROLES[user.role]}</td>
                        <td>
                          <span className={consoleStyles.status}>
                            {ACCOUNT_STATUSES[user.status]}
                          </span>
                        </td>
                        <td>{formatAdminDateTime(user.created_at)}</td>
                        <td>{formatAdminDateTime(user.last_seen_at, 'Never')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <AdminPagination of={data} noun="users" onPageChange={goToPage} />
            </>
          )}
        </div>
        {openUserId === undefined ? null : (
          <UserDetailPanel key={openUserId} userId={openUserId} onClose={closePanel} />
        )}
      </div>
    </section>
  );
}
