import { AvailableTodaySwitch } from '../../components/available-today-switch';
import { OnlineStatusToggle } from '../../components/online-status-toggle';
import { StatusCard } from '../../components/status-card';
import { VerificationPanel } from '../../components/verification-panel';
import { DashboardCard, StartListingCard, useDashboardData } from './dashboard-context';

/** /modelDashboard and /modelDashboard/status: where the listing is, Available today, the badge, online status. */
export default function StatusSectionPage() {
  const { me, listing } = useDashboardData();
  return (
    <>
      {listing ? (
        <>
          <StatusCard listing={listing} />
          <DashboardCard title="Available today">
            <AvailableTodaySwitch listing={listing} />
          </DashboardCard>
          <DashboardCard title="Verified badge">
            <VerificationPanel listing={listing} />
          </DashboardCard>
        </>
      ) : (
        <StartListingCard />
      )}
      <DashboardCard title="Online status">
        <OnlineStatusToggle listingId={listing?.id ?? null} isHidden={me.hide_online_status} />
      </DashboardCard>
    </>
  );
}
