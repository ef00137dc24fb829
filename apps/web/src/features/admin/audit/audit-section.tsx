import {
  ADMIN_AUDIT_MESSAGES as M,
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  type AdminAuditEntry,
} from '@app/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http';
import { buildAdminPath } from '../../../lib/route-paths';
import { AdminPagination } from '../components/admin-pagination';
import consoleStyles from '../components/admin-console.module.css';
import { buildAdminQuery, withSearchParams } from '../lib/admin-query';
import { useAuditPage, type AuditFilters } from './audit-api';
import styles from './audit.module.css';
import { formatAdminDateTimeWithSeconds } from '../lib/admin-dates';

const FILTER_KEYS = ['action', 'actor', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function readFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  return {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    target_type: params.get('target_type') ?? '',
    target_id: params.get('target_id') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /AdminDashboard/audit: every admin action, newest first; read-only. */
export default function AuditSection() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const audit = useAuditPage(filters);
  const fieldErrors = fieldErrorsOf(audit.error, FILTER_KEYS);

  function applyFilters(values: Record<FilterKey, string>) {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (values[key]) next.set(key, values[key]);
    setParams(next);
  }

  function goToPage(page: number) {
    setParams((current) => withSearchParams(current, { page }));
  }

  return (
    <section className={styles.section} aria-labelledby="admin-audit-title">
      <header className={consoleStyles.sectionHeader}>
        <h1 id="admin-audit-title" className="page__title">
          Audit log
        </h1>
      </header>
      <p className={styles.lead}>
        Every action taken in the console, newest first. Entries cannot be changed or deleted.
      </p>
      <AuditFilterForm
        key={params.toString()}
        filters={filters}
        errors={fieldErrors}
        onApply={applyFilters}
      />
      {audit.isError ? (
        // A bad filter is shown on the form (fieldErrors); anything else here.
        Object.keys(fieldErrors).length > 0 ? null : (
          <div className={consoleStyles.card} role="alert">
            <p>{serverMessageOf(audit.error) ?? 'The audit log could not be loaded just now.'}</p>
          </div>
        )
      ) : audit.data ? (
        <>
          <AuditTable entries={audit.data.data} />
          <AdminPagination of={audit.data} noun="entries" onPageChange={goToPage} />
        </>
      ) : (
        <Spinner label="Loading the audit log…" />
      )}
    </section>
  );
}

interface AuditFilterFormProps {
  readonly filters: AuditFilters;
  readonly errors: Partial<Record<FilterKey, string>>;
  readonly onApply: (values: Record<FilterKey, string>) => void;
}

/** The filters, applied together with one button (the URL changes once). */
function AuditFilterForm({ filters, errors, onApply }: AuditFilterFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<FilterKey, string>>({
    action: filters.action,
    actor: filters.actor,
    target_type: filters.target_type,
    target_id: filters.target_id,
    from: filters.from,
    to: filters.to,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...values, actor: values.actor.trim(), target_id: values.target_id.trim() });
  }

  // Every control is wired the same way: its id, its value, and its error in the list below.
  const control = (key: FilterKey) => ({
    id: `${id}-${key}`,
    value: values[key],
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const errorList = FILTER_KEYS.filter((key) => errors[key]);

  return (
    <form
      className={consoleStyles.toolbar}
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
    >
      <label htmlFor={`${id}-action`}>
        Action
        <select {...control('action')}>
          <option value="">Any action</option>
          {AUDIT_ACTION_NAMES.map((name) => (
            <option key={name} value={name}>
              {AUDIT_ACTIONS[name]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-actor`}>
        Admin e-mail
        <input type="search" maxLength={254} {...control('actor')} />
      </label>
      <label htmlFor={`${id}-target_type`}>
        Target
        <select {...control('target_type')}>
          <option value="">Any target</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-target_id`}>
        Target id
        <input type="text" inputMode="numeric" size={8} {...control('target_id')} />
      </label>
      <label htmlFor={`${id}-from`}>
        From
        <input type="date" {...control('from')} />
      </label>
      <label htmlFor={`${id}-to`}>
        To
        <input type="date" {...control('to')} />
      </label>
      <span className={consoleStyles.actions}>
        <button type="submit" className="button button--small">
          Filter
        </button>
        <Link to={buildAdminPath('audit')} className="button button--ghost button--small">
          Clear filters
        </Link>
      </span>
      {errorList.length > 0 ? (
        <ul className={styles.errors} role="alert">
          {errorList.map((key) => (
            <li key={key} id={`${id}-${key}-error`}>
              {errors[key]}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function AuditTable({ entries }: { readonly entries: readonly AdminAuditEntry[] }) {
  if (entries.length === 0) return <p className={consoleStyles.empty}>{M.empty}</p>;
  return (
    <div className={consoleStyles.tableWrap}>
      <table className={consoleStyles.table}>
        <caption className="visually-hidden">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.nowrap}>
                <time dateTime={entry.created_at}>
                  {formatAdminDateTimeWithSeconds(entry.created_at)}
                </time>
              </td>
              <td className={styles.wrap}>{entry.actor_email ?? 'Command line'}</td>
              <td>{auditActionLabel(entry.action)}</td>
              <td className={styles.nowrap}>
                <TargetCell entry={entry} />
              </td>
              <td>
                <Details details={entry.details} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
