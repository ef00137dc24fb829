import {
  ACCOUNT_STATUSES,
  ADMIN_USER_ROLES,
  VERIFIED_FILTERS,
  type AdminUser,
} from '@app/contract';
import { Link } from 'react-router';
import consoleStyles from '../components/admin-console.module.css';
import { AdminFilterForm, type AdminFilter } from '../components/admin-filter-form';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { formatAdminDateTime } from '../lib/admin-dates';
import { UserDetailPanel } from './user-detail-panel';
import {
  readOpenUserId,
  readUserFilters,
  USER_PARAM,
  type UserFilterName,
} from './user-search-params';
import { useAdminUsers } from './users-api';
import styles from './users.module.css';
import { withSearchParams } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { AdminSection } from '../components/admin-section';

const USER_FILTERS: readonly AdminFilter<UserFilterName>[] = [
  { kind: 'search', name: 'q', label: 'Search', placeholder: 'Name, e-mail or phone' },
  {
    kind: 'choice',
    name: 'role',
    label: 'Role',
    anyLabel: 'Customers and advertisers',
    options: Object.entries(ADMIN_USER_ROLES).map(([value, text]) => [value, `${text}s`]),
  },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: Object.entries(ACCOUNT_STATUSES),
  },
  {
    kind: 'choice',
    name: 'verified',
    label: 'E-mail',
    anyLabel: 'Verified or not',
    options: Object.entries(VERIFIED_FILTERS),
  },
];

/**
 * /AdminDashboard/users — customers and advertisers: search and filters and the page in the
 * URL (filtered on the server), and the open account (`?user=<id>`) in a panel beside them.
 */
export default function UsersSection() {
  const { params, setParams, applyFilters, goToPage } = useAdminListParams();
  const filters = readUserFilters(params);
  const openUserId = readOpenUserId(params);
  const users = useAdminUsers(filters);

  const linkToUser = (userId: number) => ({
    search: `?${withSearchParams(params, { [USER_PARAM]: userId }).toString()}`,
  });

  const columns: readonly AdminColumn<AdminUser>[] = [
    { header: 'Name', cell: (user) => <Link to={linkToUser(user.id)}>{user.name}</Link> },
    {
      header: 'E-mail',
      cell: (user) => (
        <>
          {user.email}
          {user.email_verified_at ? null : <span className={styles.note}> (not verified)</span>}
        </>
      ),
    },
    { header: 'Role', cell: (user) => ADMIN_USER_ROLES[user.role] },
    {
      header: 'Status',
      cell: (user) => <span className={consoleStyles.status}>{ACCOUNT_STATUSES[user.status]}</span>,
    },
    { header: 'Joined', cell: (user) => formatAdminDateTime(user.created_at) },
    { header: 'Last seen', cell: (user) => formatAdminDateTime(user.last_seen_at, 'Never') },
  ];

  const closePanel = () =>
    setParams((current) => withSearchParams(current, { [USER_PARAM]: null }));

  return (
    <AdminSection title="Users">
      <AdminFilterForm
        label="Filter users"
        filters={USER_FILTERS}
        values={filters}
        onApply={applyFilters}
        submitLabel="Filter"
      />

      <div className={styles.layout}>
        <div className={styles.list}>
          <AdminList
            query={users}
            noun="users"
            loadingLabel="Loading users…"
            failedText="The users could not be loaded."
            emptyText="No customer or advertiser matches these filters."
            caption="Customers and advertisers"
            columns={columns}
            rowProps={(user) => ({ isCurrent: user.id === openUserId })}
            onPageChange={goToPage}
          />
        </div>
        {openUserId === undefined ? null : (
          <UserDetailPanel key={openUserId} userId={openUserId} onClose={closePanel} />
        )}
      </div>
    </AdminSection>
  );
}
