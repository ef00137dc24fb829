import {
  ADMIN_REPORTS_MESSAGES as M,
  ADMIN_REPORT_STATUSES,
  ADMIN_REPORT_STATUS_LABELS,
  REPORT_REASON_LABELS,
  REPORT_RESOLUTION_NOTE_MAX_LENGTH,
  ResolveReportInputSchema,
  buildAdminListingPagePath,
  type AdminReport,
  type AdminReportStatus,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import consoleStyles from '../components/admin-console.module.css';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../components/admin-filter-form';
import { AdminSection } from '../components/admin-section';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { formatAdminDateTime } from '../lib/admin-dates';
import { readPageParam } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { useReportsPage, useResolveReport, type ReportFilters } from './reports-api';
import styles from './reports.module.css';

const REPORT_FILTERS: readonly AdminFilter<'status'>[] = [
  {
    kind: 'choice',
    name: 'status',
    label: 'Show',
    options: labelledOptions(ADMIN_REPORT_STATUSES, ADMIN_REPORT_STATUS_LABELS),
  },
];

function readFilters(params: URLSearchParams): ReportFilters {
  const status = params.get('status');
  return {
    status: ADMIN_REPORT_STATUSES.includes(status as AdminReportStatus)
      ? (status as AdminReportStatus)
      : 'all',
    page: readPageParam(params),
  };
}

/**
 * /AdminDashboard/reports: visitors' reports on listings (docs/product/admin-console.md#reports),
 * open first and "may be under 18" first of all. Resolving one asks for a note.
 */
export default function ReportsSection() {
  const { params, applyFilters, goToPage } = useAdminListParams();
  const filters = readFilters(params);
  const reports = useReportsPage(filters);
  const [resolving, setResolving] = useState<AdminReport | null>(null);
  const [result, setResult] = useState('');

  const columns: readonly AdminColumn<AdminReport>[] = [
    { header: 'Reason', cell: (report) => <ReasonBadge report={report} /> },
    {
      header: 'Listing',
      cell: (report) => (
        <>
          <Link to={buildAdminListingPagePath(report.listing.id)}>{report.listing.name}</Link>
          <div className={styles.muted}>
            #{report.listing.id} · {report.listing.status}
          </div>
        </>
      ),
    },
    {
      header: 'Details',
      className: styles.details,
      cell: (report) => report.details || <span className={styles.muted}>None given</span>,
    },
    {
      header: 'Received',
      className: styles.nowrap,
      cell: (report) => formatAdminDateTime(report.created_at),
    },
    {
      header: 'Status',
      cell: (report) =>
        report.resolved_at ? (
          <>
            <span className={consoleStyles.status}>Resolved</span>
            <div className={styles.muted}>
              {formatAdminDateTime(report.resolved_at)}
              {report.resolved_by ? ` by ${report.resolved_by}` : ''}: {report.resolution_note}
            </div>
          </>
        ) : (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setResult('');
              setResolving(report);
            }}
          >
            Resolve
          </button>
        ),
    },
  ];

  return (
    <AdminSection title="Reports">
      <AdminFilterForm
        label="Filter reports"
        filters={REPORT_FILTERS}
        values={filters}
        onApply={(values) =>
          applyFilters({ status: values.status === 'all' ? null : values.status })
        }
        submitLabel="Show"
        appliesOnSelect
      />
      <p role="status" className={styles.result}>
        {result}
      </p>
      {resolving ? (
        <ResolveForm
          key={resolving.id}
          report={resolving}
          onDone={(message) => {
            setResolving(null);
            setResult(message);
          }}
          onCancel={() => setResolving(null)}
        />
      ) : null}
      <AdminList
        query={reports}
        noun="reports"
        loadingLabel="Loading the reports…"
        failedText="The reports could not be loaded just now."
        emptyText={M.empty}
        caption="Reports on listings, open first, “may be under 18” first of all"
        columns={columns}
        rowProps={(report) => ({
          className: isUrgent(report) ? styles.urgentRow : undefined,
          isCurrent: report.id === resolving?.id,
        })}
        onPageChange={goToPage}
      />
    </AdminSection>
  );
}

function isUrgent(report: AdminReport): boolean {
  return report.reason === 'underage' && !report.resolved_at;
}

function ReasonBadge({ report }: { readonly report: AdminReport }) {
  const label = REPORT_REASON_LABELS[report.reason];
  return isUrgent(report) ? (
    <span className={styles.urgentBadge}>{label}</span>
  ) : (
    <span>{label}</span>
  );
}

type ResolveOutput = z.output<typeof ResolveReportInputSchema>;
const RESOLVE_FIELDS = ['note'] as const;

interface ResolveFormProps {
  readonly report: AdminReport;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}

/** The note an admin leaves when resolving a report (kept in the report and the audit log). */
function ResolveForm({ report, onDone, onCancel }: ResolveFormProps) {
  const resolve = useResolveReport();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState, applyServerErrors } = useContractForm({
    schema: ResolveReportInputSchema,
    defaultValues: { note: '' },
    serverErrorFields: RESOLVE_FIELDS,
  });
  const { errors, isSubmitting } = formState;

  async function submit(values: ResolveOutput) {
    setFailure('');
    try {
      const answer = await resolve.mutateAsync({ id: report.id, input: values });
      onDone(answer.message);
    } catch (error) {
      logError('resolve report', error);
      if (!applyServerErrors(error)) {
        setFailure(serverMessageOf(error) ?? 'The report could not be resolved. Please try again.');
      }
    }
  }

  return (
    <form
      className={`${consoleStyles.card} ${styles.resolveForm}`}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={`Resolve the report on ${report.listing.name}`}
    >
      <h2 className={styles.subheading}>
        Resolve: {REPORT_REASON_LABELS[report.reason]} on {report.listing.name}
      </h2>
      <FormField label="What did you do?" error={errors.note}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={REPORT_RESOLUTION_NOTE_MAX_LENGTH}
            {...register('note')}
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={consoleStyles.actions}>
        <SubmitButton isBusy={isSubmitting} busyLabel="Saving…">
          Mark resolved
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
