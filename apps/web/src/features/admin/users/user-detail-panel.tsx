import { ACCOUNT_STATUSES, ADMIN_USER_ROLES, type AdminUserDetail } from '@app/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import consoleStyles from '../components/admin-console.module.css';
import { ConfirmStep } from '../components/confirm-step';
import { formatAdminDateTime } from '../lib/admin-dates';
import { useAdminUser, useUserAction, type UserAction } from './users-api';
import styles from './users.module.css';

interface UserDetailPanelProps {
  readonly userId: number;
  readonly onClose: () => void;
}

/** One account (`?user=<id>`): its details, its profile or listing, and what an admin can do. */
export function UserDetailPanel({ userId, onClose }: UserDetailPanelProps) {
  const id = useId();
  const { data: user, error, isPending } = useAdminUser(userId);

  return (
    <section className={`${consoleStyles.card} ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`}>{user ? user.name : 'Account'}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? (
        <p role="alert">{serverMessageOf(error) ?? 'This account could not be loaded.'}</p>
      ) : isPending ? (
        <Spinner label="Loading the account…" />
      ) : (
        <>
          <AccountFacts user={user} />
          <UserActions user={user} />
        </>
      )}
    </section>
  );
}

function AccountFacts({ user }: { readonly user: AdminUserDetail }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>E-mail</dt>
        <dd>
          {user.email}{' '}
          <span className={styles.note}>
            {user.email_verified_at
              ? `(verified ${formatAdminDateTime(user.email_verified_at)})`
              : '(not verified)'}
          </span>
        </dd>
        <dt>Phone</dt>
        <dd>{user.phone ?? 'None'}</dd>
        <dt>Role</dt>
        <dd>{ADMIN_USER_ROLES[user.role]}</dd>
        <dt>Status</dt>
        <dd>
          <span className={consoleStyles.status}>{ACCOUNT_STATUSES[user.status]}</span>
        </dd>
        <dt>Signs in with</dt>
        <dd>{signInMethods(user)}</dd>
        <dt>Joined</dt>
        <dd>{formatAdminDateTime(user.created_at)}</dd>
        <dt>Last seen</dt>
        <dd>{formatAdminDateTime(user.last_seen_at, 'Never')}</dd>
      </dl>
      {user.role === 'customer' ? <CustomerProfile user={user} /> : <ListingSummary user={user} />}
    </>
  );
}

function signInMethods(user: AdminUserDetail): string {
  const methods = [user.has_password && 'Password', user.has_google && 'Google'].filter(Boolean);
  return methods.length ? methods.join(' and ') : 'Nothing yet';
}

function CustomerProfile({ user }: { readonly user: AdminUserDetail }) {
  const profile = user.customer_profile;
  return (
    <>
      <h3>Profile</h3>
      {profile ? (
        <dl className={styles.facts}>
          <dt>Age</dt>
          <dd>{profile.age ?? '—'}</dd>
          <dt>Language</dt>
          <dd>{profile.language ?? '—'}</dd>
          <dt>Ethnicity</dt>
          <dd>{profile.ethnicity ?? '—'}</dd>
        </dl>
      ) : (
        <p className={styles.note}>No profile filled in.</p>
      )}
    </>
  );
}

function ListingSummary({ user }: { readonly user: AdminUserDetail }) {
  const listing = user.listing;
  return (
    <>
      <h3>Listing</h3>
      {listing ? (
        <p>
          <Link to={listing.admin_path}>{listing.name}</Link> · {listing.status} · {listing.city},{' '}
          {listing.state}
          {listing.suspension_reason ? (
            <span className={styles.note}> ({listing.suspension_reason})</span>
          ) : null}
        </p>
      ) : (
        <p className={styles.note}>No listing yet.</p>
      )}
    </>
  );
}

/**
 * Suspend (after a confirmation: it signs the account out everywhere), restore, resend the
 * verification code; what the server answered is announced in a live region.
 */
function UserActions({ user }: { readonly user: AdminUserDetail }) {
  const action = useUserAction(user.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [result, setResult] = useState<{ text: string; isError: boolean } | null>(null);

  const run = (name: UserAction) => {
    setIsConfirming(false);
    setResult(null);
    action.mutate(name, {
      onSuccess: (answer) => setResult({ text: answer.message, isError: false }),
      onError: (error) =>
        setResult({
          text: serverMessageOf(error) ?? 'That did not work. Please try again.',
          isError: true,
        }),
    });
  };

  return (
    <div className={styles.actionsBlock}>
      {isConfirming ? (
        <ConfirmStep
          question={`Suspend ${user.name}?`}
          confirmLabel="Yes, suspend"
          onConfirm={() => run('suspend')}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Every sign-in of this account stops at once
            {user.role === 'model' ? ', and a live listing leaves the site' : ''}.
          </p>
        </ConfirmStep>
      ) : (
        <div className={consoleStyles.actions}>
          {user.status === 'active' ? (
            <button
              type="button"
              className="button button--small"
              disabled={action.isPending}
              onClick={() => setIsConfirming(true)}
            >
              Suspend account
            </button>
          ) : (
            <button
              type="button"
              className="button button--small"
              disabled={action.isPending}
              onClick={() => run('restore')}
            >
              Restore account
            </button>
          )}
          {user.status === 'active' && !user.email_verified_at ? (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={action.isPending}
              onClick={() => run('resend-verification')}
            >
              Resend verification code
            </button>
          ) : null}
        </div>
      )}
      <p role="status" aria-live="polite" className={result?.isError ? styles.error : undefined}>
        {result?.text}
      </p>
    </div>
  );
}
