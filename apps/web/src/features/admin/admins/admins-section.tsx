import type { AdminTeamMember } from '@app/contract';
import { useState } from 'react';
import { serverMessageOf } from '../../../lib/http';
import consoleStyles from '../components/admin-console.module.css';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { formatAdminDateTime } from '../lib/admin-dates';
import { readPageParam } from '../lib/admin-query';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { useAdminTeam, useRemoveAdmin } from './admins-api';
import styles from './admins.module.css';
import { InviteAdminForm } from './invite-admin-form';
import { AdminSection } from '../components/admin-section';
import { ConfirmStep } from '../components/confirm-step';

/**
 * /AdminDashboard/admins — the admins (whether each has set a password yet), inviting one,
 * and removing one after a confirmation. The server refuses removing the last admin who can
 * sign in; removing yourself signs you out.
 */
export default function AdminsSection() {
  const { params, goToPage } = useAdminListParams();
  const page = readPageParam(params);
  const team = useAdminTeam(page);
  const remove = useRemoveAdmin();
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [result, setResult] = useState<{ text: string; isError: boolean } | null>(null);

  const confirmRemove = (admin: AdminTeamMember) => {
    setConfirmingId(null);
    setResult(null);
    remove.mutate(admin.id, {
      onSuccess: (answer) => setResult({ text: answer.message, isError: false }),
      onError: (failure) =>
        setResult({
          text: serverMessageOf(failure) ?? 'The admin could not be removed. Please try again.',
          isError: true,
        }),
    });
  };

  const columns: readonly AdminColumn<AdminTeamMember>[] = [
    {
      header: 'Name',
      cell: (admin) => (
        <>
          {admin.name}
          {admin.is_you ? <span className={styles.note}> (you)</span> : null}
        </>
      ),
    },
    { header: 'E-mail', cell: (admin) => admin.email },
    {
      header: 'Password',
      cell: (admin) => (
        <span className={consoleStyles.status}>
          {admin.has_password ? 'Set' : 'Invited, not set yet'}
        </span>
      ),
    },
    { header: 'Added', cell: (admin) => formatAdminDateTime(admin.created_at) },
    { header: 'Last seen', cell: (admin) => formatAdminDateTime(admin.last_seen_at, 'Never') },
    {
      header: 'Actions',
      isHeaderHidden: true,
      cell: (admin) =>
        // Only themself or an admin they invited; the server holds the same rule.
        !admin.can_remove ? null : confirmingId === admin.id ? (
          <ConfirmStep
            question={
              admin.is_you
                ? 'Remove yourself? You will be signed out at once.'
                : `Remove ${admin.name}? Their sign-in stops at once.`
            }
            confirmLabel="Yes, remove"
            onConfirm={() => confirmRemove(admin)}
            onCancel={() => setConfirmingId(null)}
          />
        ) : (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Remove ${admin.email}`}
            disabled={remove.isPending}
            onClick={() => setConfirmingId(admin.id)}
          >
            Remove
          </button>
        ),
    },
  ];

  return (
    <AdminSection title="Admins">
      <p role="status" aria-live="polite" className={result?.isError ? styles.error : undefined}>
        {result?.text}
      </p>
      <AdminList
        query={team}
        noun="admins"
        loadingLabel="Loading admins…"
        failedText="The admins could not be loaded."
        emptyText="No admins yet."
        caption="Admins"
        columns={columns}
        onPageChange={goToPage}
      />
      <InviteAdminForm />
    </AdminSection>
  );
}
