import {
  ADMIN_INBOX_MESSAGES as M,
  ADMIN_INBOX_STATUSES,
  ADMIN_INBOX_STATUS_LABELS,
  type AdminInboxMessage,
  type AdminInboxStatus,
} from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { AdminLoadFailure } from '../components/admin-load-failure';
import { AdminPagination } from '../components/admin-pagination';
import consoleStyles from '../components/admin-console.module.css';
import { useInboxMessage, useInboxPage, useSetHandled, type InboxFilters } from './messages-api';
import styles from './messages.module.css';
import { ReplyForm } from './reply-form';
import { formatAdminDateTime } from '../lib/admin-dates';
import { withSearchParams } from '../lib/admin-query';

/** The list's filters and the open message, from the URL (so reload and Back keep them). */
function readFilters(params: URLSearchParams): InboxFilters & { open: number | null } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const open = Number(params.get('message'));
  return {
    status: ADMIN_INBOX_STATUSES.includes(status as AdminInboxStatus)
      ? (status as AdminInboxStatus)
      : 'all',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    open: Number.isInteger(open) && open > 0 ? open : null,
  };
}

/** /AdminDashboard/messages: the contact-form inbox, unread first. */
export default function MessagesSection() {
  const [params, setParams] = useSearchParams();
  const { open, ...filters } = readFilters(params);
  const inbox = useInboxPage(filters);

  /** Changes some URL parameters; a new filter starts again from page 1. */
  function update(changes: Record<string, string | null>, keepPage = false) {
    setParams((current) =>
      withSearchParams(current, keepPage ? changes : { ...changes, page: null }),
    );
  }

  return (
    <section className={styles.section} aria-labelledby="admin-messages-title">
      <header className={consoleStyles.sectionHeader}>
        <h1 id="admin-messages-title" className="page__title">
          Messages
        </h1>
      </header>
      <InboxToolbar
        key={filters.q}
        status={filters.status}
        q={filters.q}
        onStatus={(status) => update({ status: status === 'all' ? null : status })}
        onSearch={(q) => update({ q })}
      />
      {open !== null ? (
        <OpenMessage id={open} closeTo={`?${withoutParam(params, 'message')}`} />
      ) : null}
      {inbox.isError ? (
        <AdminLoadFailure
          message={serverMessageOf(inbox.error) ?? 'The messages could not be loaded just now.'}
          onRetry={() => void inbox.refetch()}
        />
      ) : inbox.data ? (
        <>
          <InboxTable messages={inbox.data.data} params={params} openId={open} />
          <AdminPagination
            of={inbox.data}
            noun="messages"
            onPageChange={(page) => update({ page: String(page) }, true)}
          />
        </>
      ) : (
        <Spinner label="Loading the messages…" />
      )}
    </section>
  );
}

function withoutParam(params: URLSearchParams, key: string): string {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next.toString();
}

function withParam(params: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next.toString();
}

interface InboxToolbarProps {
  readonly status: AdminInboxStatus;
  readonly q: string;
  readonly onStatus: (status: AdminInboxStatus) => void;
  readonly onSearch: (q: string) => void;
}

function InboxToolbar({ status, q, onStatus, onSearch }: InboxToolbarProps) {
  const [text, setText] = useState(q);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className={consoleStyles.toolbar} role="search" onSubmit={submit}>
      <label htmlFor={`${id}-status`}>
        Show
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatus(event.target.value as AdminInboxStatus)}
        >
          {ADMIN_INBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ADMIN_INBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-q`}>
        Search name, e-mail or text
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--small">
        Search
      </button>
    </form>
  );
}

interface InboxTableProps {
  readonly messages: readonly AdminInboxMessage[];
  readonly params: URLSearchParams;
  readonly openId: number | null;
}

function InboxTable({ messages, params, openId }: InboxTableProps) {
  if (messages.length === 0) return <p className={consoleStyles.empty}>{M.empty}</p>;
  return (
    <div className={consoleStyles.tableWrap}>
      <table className={consoleStyles.table}>
        <caption className="visually-hidden">Contact messages, unread first</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">From</th>
            <th scope="col">Message</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr
              key={message.id}
              className={message.handled_at ? undefined : styles.unreadRow}
              aria-current={message.id === openId ? 'true' : undefined}
            >
              <td>
                <StatusBadge message={message} />
              </td>
              <td>
                <Link to={`?${withParam(params, 'message', String(message.id))}`}>
                  {message.name}
                </Link>
                <div className={styles.muted}>{message.email}</div>
              </td>
              <td className={styles.excerpt}>{message.message}</td>
              <td className={styles.nowrap}>{formatAdminDateTime(message.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
