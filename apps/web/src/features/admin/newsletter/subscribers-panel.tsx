import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type SubscriberStatus,
} from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { AdminPagination } from '../components/admin-pagination';
import styles from '../components/admin-console.module.css';
import { formatAdminDateTime } from '../lib/admin-dates';
import { downloadSubscribersCsv, useSubscribers } from './newsletter-api';
import { withSearchParams } from '../lib/admin-query';

function isSubscriberStatus(value: string | null): value is SubscriberStatus {
  return SUBSCRIBER_STATUSES.some((status) => status === value);
}

/** The subscribers table: search and status in the URL (`q`, `status`, `page`), CSV export. */
export function SubscribersPanel() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isSubscriberStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const subscribers = useSubscribers({ q: q || undefined, status, page });
  const [exportMessage, setExportMessage] = useState('');
  const [isExporting, setIsExporting] = useState(false);

  function update(changes: Record<string, string | undefined>) {
    setParams((current) => withSearchParams(current, changes));
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    update({ q: typeof text === 'string' ? text.trim() : undefined, page: undefined });
  }

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
    <section className={styles.card} aria-labelledby="newsletter-subscribers">
      <div className={styles.sectionHeader}>
        <h2 id="newsletter-subscribers">Subscribers</h2>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void exportCsv()}
          disabled={isExporting}
        >
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <form className={styles.toolbar} role="search" onSubmit={search} key={q}>
        <label>
          Search e-mail
          <input name="q" type="search" defaultValue={q} maxLength={200} />
        </label>
        <label>
          Status
          <select
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: undefined })}
          >
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SUBSCRIBER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small">
          Search
        </button>
      </form>
      <p role="status">{exportMessage}</p>
      {subscribers.isError ? (
        <p role="alert">
          {serverMessageOf(subscribers.error) ?? 'The subscribers could not be loaded.'}
        </p>
      ) : !subscribers.data ? (
        <Spinner label="Loading subscribers…" />
      ) : subscribers.data.data.length === 0 ? (
        <p className={styles.empty}>No subscribers match.</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Newsletter subscribers</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Subscribed</th>
                  <th scope="col">Confirmed</th>
                  <th scope="col">Unsubscribed</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.data.data.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td>
                      <span className={styles.status}>
                        {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
                      </span>
                    </td>
                    <td>{formatAdminDateTime(subscriber.subscribed_at)}</td>
                    <td>{formatAdminDateTime(subscriber.confirmed_at)}</td>
                    <td>{formatAdminDateTime(subscriber.unsubscribed_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination
            of={subscribers.data}
            noun="subscribers"
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
