import {
  ADMIN_AUDIT_MESSAGES as M,
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  type AdminAuditEntry,
} from '@app/contract';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../lib/http';
import { buildAdminPath } from '../../../lib/route-paths';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../components/admin-filter-form';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { buildAdminQuery, readPageParam } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { useAuditPage, type AuditFilters } from './audit-api';
import styles from './audit.module.css';
import { formatAdminDateTimeWithSeconds } from '../lib/admin-dates';
import { AdminSection } from '../components/admin-section';

const FILTER_KEYS = ['action', 'actor', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const AUDIT_FILTERS: readonly AdminFilter<FilterKey>[] = [
  {
    kind: 'choice',
    name: 'action',
    label: 'Action',
    anyLabel: 'Any action',
    options: labelledOptions(AUDIT_ACTION_NAMES, AUDIT_ACTIONS),
  },
  { kind: 'box', name: 'actor', label: 'Admin e-mail', input: { type: 'search', maxLength: 254 } },
  {
    kind: 'choice',
    name: 'target_type',
    label: 'Target',
    anyLabel: 'Any target',
    options: AUDIT_TARGET_TYPES.map((type) => [type, type]),
  },
  {
    kind: 'box',
    name: 'target_id',
    label: 'Target id',
    input: { type: 'text', inputMode: 'numeric', size: 8 },
  },
  { kind: 'box', name: 'from', label: 'From', input: { type: 'date' } },
  { kind: 'box', name: 'to', label: 'To', input: { type: 'date' } },
];

function readFilters(params: URLSearchParams): AuditFilters {
  return {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    target_type: params.get('target_type') ?? '',
    target_id: params.get('target_id') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: readPageParam(params),
  };
}

/** /AdminDashboard/audit: every admin action, newest first; read-only. */
export default function AuditSection() {
  const { params, setParams, goToPage } = useAdminListParams();
  const filters = readFilters(params);
  const audit = useAuditPage(filters);
  const fieldErrors = fieldErrorsOf(audit.error, FILTER_KEYS);

  function applyFilters(values: Record<FilterKey, string>) {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (values[key]) next.set(key, values[key]);
    setParams(next);
  }

  return (
    <AdminSection title="Audit log">
      <p className={styles.lead}>
        Every action taken in the console, newest first. Entries cannot be changed or deleted.
      </p>
      <AdminFilterForm
        label="Filter the audit log"
        filters={AUDIT_FILTERS}
        values={filters}
        onApply={applyFilters}
        submitLabel="Filter"
        onClear={() => setParams(new URLSearchParams())}
        errors={fieldErrors}
      />
      <AdminList
        query={audit}
        noun="entries"
        loadingLabel="Loading the audit log…"
        failedText="The audit log could not be loaded just now."
        emptyText={M.empty}
        // A bad filter is shown on the form, under its field.
        isFailureShown={Object.keys(fieldErrors).length > 0}
        caption="Audit log, newest first"
        columns={AUDIT_COLUMNS}
        onPageChange={goToPage}
      />
    </AdminSection>
  );
}

const AUDIT_COLUMNS: readonly AdminColumn<AdminAuditEntry>[] = [
  {
    header: 'When',
    className: styles.nowrap,
    cell: (entry) => (
      <time dateTime={entry.created_at}>{formatAdminDateTimeWithSeconds(entry.created_at)}</time>
    ),
  },
  { header: 'Who', className: styles.wrap, cell: (entry) => entry.actor_email ?? 'Command line' },
  { header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
  { header: 'Target', className: styles.nowrap, cell: (entry) => <TargetCell entry={entry} /> },
  { header: 'Details', cell: (entry) => <Details details={entry.details} /> },
];

/** Where a target opens in the console, for the sections that open one row by URL. */
function targetLink(type: string, id: string): string | null {
  if (type === 'listing') return buildAdminQuery(buildAdminPath('models'), { listing: id });
  if (type === 'user') return buildAdminQuery(buildAdminPath('users'), { user: id });
  return null;
}

function TargetCell({ entry }: { readonly entry: AdminAuditEntry }) {
  if (!entry.target_type) return <>—</>;
  const text = entry.target_id ? `${entry.target_type} #${entry.target_id}` : entry.target_type;
  const link = entry.target_id ? targetLink(entry.target_type, entry.target_id) : null;
  return link ? <Link to={link}>{text}</Link> : <>{text}</>;
}

/** The entry's details as "key: value" lines (nested values as compact JSON). */
function Details({ details }: { readonly details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <dl className={styles.details}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key.replaceAll('_', ' ')}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
