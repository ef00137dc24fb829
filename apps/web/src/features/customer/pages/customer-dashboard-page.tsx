import type { CustomerProfile } from '@app/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../lib/session';
import { useWishlist } from '../../../lib/wishlist';
import {
  resolveCustomerId,
  useEndSession,
  useEndSessionOnForeignProfile,
  useStoredToken,
} from '../api/dashboard-auth';
import { customerProfileQueryOptions } from '../api/profile-fetch';
import {
  DASHBOARD_PANELS,
  DashboardMenu,
  dashboardPanelId,
  dashboardTabId,
  isDashboardPanelId,
  type DashboardPanelId,
} from '../components/dashboard-menu';
import { DashboardNotifications } from '../components/dashboard-notifications';
import { DashboardOverview } from '../components/dashboard-overview';
import { ProfileForm } from '../components/profile-form';
import { SavedSearchesPanel } from '../components/saved-searches-panel';
import { TourAlertsPanel } from '../components/tour-alerts-panel';
import { WishlistPanel } from '../components/wishlist-panel';
import styles from './customer-dashboard-page.module.css';
import { PageSection } from '../../../components/ui/page-section';

/** The query parameter that keeps the chosen panel across reloads and in links. */
const PANEL_PARAM = 'tab';

/**
 * /customer/dashboard (docs/product/accounts.md). The router's `RequireRole` sends a visitor
 * without a stored token to /user-login and a model or admin to their own dashboard; a 401
 * from any call ends the session, which brings the guard back.
 */
export default function CustomerDashboardPage() {
  useDocumentTitle('My Dashboard');
  const token = useStoredToken();
  const sessionUserId = useSession((state) => state.userId);
  const userId = resolveCustomerId(sessionUserId, token);
  const [panel, selectPanel] = useSelectedPanel();
  const [isEditing, setIsEditing] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const profile = useQuery(customerProfileQueryOptions(userId));
  const wishlist = useWishlist();
  const endSession = useEndSession();
  useEndSessionOnForeignProfile(profile.error);

  // No account id in the session nor in the token: nothing can be asked for this session.
  useEffect(() => {
    if (!userId) endSession();
  }, [userId, endSession]);

  function editProfile() {
    selectPanel('profile');
    setIsEditing(true);
    setFocusRequest((count) => count + 1);
  }

  const panels: Record<DashboardPanelId, ReactNode> = {
    dashboard: (
      <>
        <ProfileState query={profile}>
          {(data) => <DashboardOverview profile={data} onEditProfile={editProfile} />}
        </ProfileState>
        <SavedSearchesPanel userId={userId} />
        <TourAlertsPanel userId={userId} />
      </>
    ),
    profile: (
      <ProfileState query={profile}>
        {(data) => (
          <ProfileForm
            profile={data}
            userId={userId}
            isEditing={isEditing}
            onEditingChange={setIsEditing}
            focusRequest={focusRequest}
            isShown={panel === 'profile'}
            onSessionExpired={endSession}
          />
        )}
      </ProfileState>
    ),
    wishlist: <WishlistPanel items={wishlist.data} isLoading={wishlist.isLoading} />,
    notifications: <DashboardNotifications />,
  };

  return (
    <PageSection
      title="My Dashboard"
      className={styles.page}
      headerClassName={styles.header}
      headerExtra={
        profile.data ? <p className={styles.welcome}>Welcome, {profile.data.name}</p> : null
      }
    >
      <div className={styles.layout}>
        <DashboardMenu selected={panel} onSelect={selectPanel} />
        {DASHBOARD_PANELS.map(({ id }) => (
          // Every panel stays mounted (hidden when not chosen), so typing in the profile form
          // survives a look at the wishlist.
          <div
            key={id}
            role="tabpanel"
            id={dashboardPanelId(id)}
            aria-labelledby={dashboardTabId(id)}
            hidden={id !== panel}
            tabIndex={0}
            className={styles.panel}
          >
            {panels[id]}
          </div>
        ))}
      </div>
    </PageSection>
  );
}

/** The chosen panel, kept in ?tab= (replaced, so Back leaves the dashboard). */
function useSelectedPanel(): [DashboardPanelId, (panel: DashboardPanelId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PANEL_PARAM);
  const panel = isDashboardPanelId(value) ? value : 'dashboard';
  function selectPanel(next: DashboardPanelId) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'dashboard') updated.delete(PANEL_PARAM);
        else updated.set(PANEL_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  }
  return [panel, selectPanel];
}

interface ProfileStateProps {
  readonly query: UseQueryResult<CustomerProfile>;
  readonly children: (profile: CustomerProfile) => ReactNode;
}

/** The profile once loaded; a spinner before; a calm message with Try again after a failure. */
function ProfileState({ query, children }: ProfileStateProps) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed
        message="Your profile could not be loaded just now."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner label="Loading your profile…" />;
}
