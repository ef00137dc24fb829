import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type AdminSubscriber,
  type SubscriberStatus,
} from '@app/contract';
import { useState } from 'react';
import { serverMessageOf } from '../../../lib/http';
import styles from '../components/admin-console.module.css';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../components/admin-filter-form';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { formatAdminDateTime } from '../lib/admin-dates';
import { downloadSubscribersCsv, useSubscribers } from './newsletter-api';
import { readPageParam } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { AdminCard } from '../components/admin-card';

type SubscriberFilterName = 'q' | 'status';
const SUBSCRIBER_FILTERS: readonly AdminFilter<SubscriberFilterName>[] = [
  { kind: 'search', name: 'q', label: 'Search e-mail' },
  {
    kind: 'choice',
    name: 'status',
    label: 'Status',
    anyLabel: 'All',
    options: labelledOptions(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS),
  },
];

const SUBSCRIBER_COLUMNS: readonly AdminColumn<AdminSubscriber>[] = [
  { header: 'E-mail', cell: (subscriber) => subscriber.email },
  {
    header: 'Status',
    cell: (subscriber) => (
      <span className={styles.status}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</span>
    ),
  },
  { header: 'Subscribed', cell: (subscriber) => formatAdminDateTime(subscriber.subscribed_at) },
  { header: 'Confirmed', cell: (subscriber) => formatAdminDateTime(subscriber.confirmed_at) },
  {
    header: 'Unsubscribed',
    cell: (subscriber) => formatAdminDateTime(subscriber.unsubscribed_at),
  },
];

function isSubscriberStatus(value: string | null): value is SubscriberStatus {
  return SUBSCRIBER_STATUSES.some((status) => status === value);
}

/** The subscribers table: search and status in the URL (`q`, `status`, `page`), CSV export. */
export function SubscribersPanel() {
  const { params, applyFilters, goToPage } = useAdminListParams();
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isSubscriberStatus(rawStatus) ? rawStatus : undefined;
  const page = readPageParam(params);
  const subscribers = useSubscribers({ q: q || undefined, status, page });
  const [exportMessage, setExportMessage] = useState('');
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    setExportMessage('');
    try {
      await downloadSubscribersCsv({ q: q || undefined, status });
      setExportMessage('The CSV file is downloaded.');
    } catch (error) {
      setExportMessage(serverMessageOf(error) ?? 'The export failed. Please try again.');
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <AdminCard
      title="Subscribers"
      actions={
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void exportCsv()}
          disabled={isExporting}
        >
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </button>
      }
    >
      <AdminFilterForm
        label="Filter subscribers"
        filters={SUBSCRIBER_FILTERS}
        values={{ q, status: status ?? '' }}
        onApply={applyFilters}
        submitLabel="Search"
        appliesOnSelect
      />
      <p role="status">{exportMessage}</p>
      <AdminList
        query={subscribers}
        noun="subscribers"
        loadingLabel="Loading subscribers…"
        failedText="The subscribers could not be loaded."
        emptyText="No subscribers match."
        caption="Newsletter subscribers"
        columns={SUBSCRIBER_COLUMNS}
        onPageChange={goToPage}
      />
    </AdminCard>
  );
}
