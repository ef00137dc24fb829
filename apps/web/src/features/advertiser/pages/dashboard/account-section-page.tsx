import { DeleteAccountForm, EmailForm, PasswordForm } from '../../components/account-settings';
import { DashboardCard, useDashboardData } from './dashboard-context';

/** /modelDashboard/account: password, e-mail and account deletion. */
export default function AccountSectionPage() {
  const { me } = useDashboardData();
  return (
    <DashboardCard title="Account settings">
      <PasswordForm />
      <EmailForm currentEmail={me.email} pendingEmail={me.pending_email} />
      <DeleteAccountForm />
    </DashboardCard>
  );
}
