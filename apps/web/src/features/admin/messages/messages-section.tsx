import {
  ADMIN_INBOX_MESSAGES as M,
  ADMIN_INBOX_STATUSES,
  ADMIN_INBOX_STATUS_LABELS,
  type AdminInboxMessage,
  type AdminInboxStatus,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import consoleStyles from '../components/admin-console.module.css';
import {
  AdminFilterForm,
  labelledOptions,
  type AdminFilter,
} from '../components/admin-filter-form';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { useInboxMessage, useInboxPage, useSetHandled, type InboxFilters } from './messages-api';
import styles from './messages.module.css';
import { ReplyForm } from './reply-form';
import { formatAdminDateTime } from '../lib/admin-dates';
import { readPageParam, withSearchParams } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { AdminSection } from '../components/admin-section';

type InboxFilterName = 'status' | 'q';
const INBOX_FILTERS: readonly AdminFilter<InboxFilterName>[] = [
  {
    kind: 'choice',
    name: 'status',
    label: 'Show',
    options: labelledOptions(ADMIN_INBOX_STATUSES, ADMIN_INBOX_STATUS_LABELS),
  },
  { kind: 'search', name: 'q', label: 'Search name, e-mail or text' },
];

/** The list's filters and the open message, from the URL (so reload and Back keep them). */
function readFilters(params: URLSearchParams): InboxFilters & { open: number | null } {
  const status = params.get('status');
  const open = Number(params.get('message'));
  return {
    status: ADMIN_INBOX_STATUSES.includes(status as AdminInboxStatus)
      ? (status as AdminInboxStatus)
      : 'all',
    q: params.get('q') ?? '',
    page: readPageParam(params),
    open: Number.isInteger(open) && open > 0 ? open : null,
  };
}

/** /AdminDashboard/messages: the contact-form inbox, unread first. */
export default function MessagesSection() {
  const { params, applyFilters, goToPage } = useAdminListParams();
  const { open, ...filters } = readFilters(params);
  const inbox = useInboxPage(filters);

  return (
    <AdminSection title="Messages">
      <AdminFilterForm
        label="Filter messages"
        filters={INBOX_FILTERS}
        values={filters}
        onApply={(values) =>
          applyFilters({ status: values.status === 'all' ? null : values.status, q: values.q })
        }
        submitLabel="Search"
        appliesOnSelect
      />
      {open !== null ? (
        <OpenMessage
          id={open}
          closeTo={`?${withSearchParams(params, { message: null }).toString()}`}
        />
      ) : null}
      <AdminList
        query={inbox}
        noun="messages"
        loadingLabel="Loading the messages…"
        failedText="The messages could not be loaded just now."
        emptyText={M.empty}
        caption="Contact messages, unread first"
        columns={inboxColumns(params)}
        rowProps={(message) => ({
          className: message.handled_at ? undefined : styles.unreadRow,
          isCurrent: message.id === open,
        })}
        onPageChange={goToPage}
      />
    </AdminSection>
  );
}

/** The inbox's columns; a sender's name opens the message (`?message=`), filters kept. */
function inboxColumns(params: URLSearchParams): readonly AdminColumn<AdminInboxMessage>[] {
  return [
    { header: 'Status', cell: (message) => <StatusBadge message={message} /> },
    {
      header: 'From',
      cell: (message) => (
        <>
          <Link to={`?${withSearchParams(params, { message: message.id }).toString()}`}>
            {message.name}
          </Link>
          <div className={styles.muted}>{message.email}</div>
        </>
      ),
    },
    { header: 'Message', className: styles.excerpt, cell: (message) => message.message },
    {
      header: 'Received',
      className: styles.nowrap,
      cell: (message) => formatAdminDateTime(message.created_at),
    },
  ];
}

function StatusBadge({ message }: { readonly message: AdminInboxMessage }) {
  if (!message.handled_at) return <span className={styles.unreadBadge}>Unread</span>;
  return <span className={consoleStyles.status}>{message.replied_at ? 'Replied' : 'Handled'}</span>;
}

/** The message named by `?message=`, read by id (it stays open when a filter hides it). */
function OpenMessage({ id, closeTo }: { readonly id: number; readonly closeTo: string }) {
  const message = useInboxMessage(id);
  if (message.data) return <MessageDetail key={id} message={message.data} closeTo={closeTo} />;
  if (message.isError)
    return (
      <div className={consoleStyles.card} role="alert">
        <p>{serverMessageOf(message.error) ?? 'The message could not be loaded just now.'}</p>
        <p>
          <Link to={closeTo}>Back to the messages</Link>
        </p>
      </div>
    );
  return <Spinner label="Loading the message…" />;
}

interface MessageDetailProps {
  readonly message: AdminInboxMessage;
  readonly closeTo: string;
}

function MessageDetail({ message, closeTo }: MessageDetailProps) {
  const setHandled = useSetHandled();
  const [result, setResult] = useState('');
  const [failure, setFailure] = useState('');
  const isHandled = Boolean(message.handled_at);

  async function toggleHandled() {
    setResult('');
    setFailure('');
    try {
      const answer = await setHandled.mutateAsync({ id: message.id, handled: !isHandled });
      setResult(answer.message);
    } catch (error) {
      logError('message handled', error);
      setFailure(serverMessageOf(error) ?? 'The message could not be changed. Please try again.');
    }
  }

  return (
    <article className={`${consoleStyles.card} ${styles.detail}`} aria-labelledby="message-title">
      <div className={consoleStyles.sectionHeader}>
        <h2 id="message-title" className={styles.subheading}>
          Message from {message.name}
        </h2>
        <Link to={closeTo} className="button button--ghost button--small">
          Close
        </Link>
      </div>
      <dl className={styles.meta}>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{message.phone ?? 'Not given'}</dd>
        <dt>Received</dt>
        <dd>{formatAdminDateTime(message.created_at)}</dd>
        <dt>Status</dt>
        <dd>
          {message.handled_at ? `Handled ${formatAdminDateTime(message.handled_at)}` : 'Unread'}
          {message.replied_at ? ` · replied ${formatAdminDateTime(message.replied_at)}` : ''}
        </dd>
      </dl>
      <p className={styles.body}>{message.message}</p>
      <div className={consoleStyles.actions}>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void toggleHandled()}
          disabled={setHandled.isPending}
        >
          {isHandled ? 'Mark as unread' : 'Mark handled'}
        </button>
      </div>
      <p role="status" className={styles.result}>
        {result}
      </p>
      {failure ? (
        <p role="alert" className={styles.resultFailed}>
          {failure}
        </p>
      ) : null}
      <ReplyForm message={message} />
    </article>
  );
}
