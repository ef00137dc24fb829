import type { OwnListing } from '@app/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useModelMe, type ModelMe } from '../api/model-me';
import { useOwnListing } from '../api/own-listing';
import { DeleteAccountForm, EmailForm, PasswordForm } from '../components/account-settings';
import styles from '../components/builder.module.css';
import { ContactPreferencesForm } from '../components/contact-preferences-form';
import { ListingPreview } from '../components/listing-preview';
import { ListingSummary } from '../components/listing-summary';
import { OnlineStatusToggle } from '../components/online-status-toggle';
import { PhotoManager } from '../components/photo-manager';
import { StatsPanel } from '../components/stats-panel';
import { StatusCard } from '../components/status-card';
import { VerificationPanel } from '../components/verification-panel';
import { ToursPanel } from '../components/tours-panel';
import { BUILDER_PATH } from '../lib/builder-steps';
import pageStyles from './advertiser-page.module.css';
import { PageSection } from '../../../components/ui/page-section';
import { TitledSection } from '../../../components/ui/titled-section';

/**
 * /modelDashboard: the listing's status and what happens next, statistics, the photo manager,
 * tours, contact preferences, online status, the listing by section with Edit links, and
 * account settings. The router's `RequireRole` keeps it to a model session.
 */
export default function ModelDashboardPage() {
  useDocumentTitle('Model Dashboard');
  const me = useModelMe();
  const listingId = me.data?.listing_id ?? null;
  const listing = useOwnListing(listingId);

  let body: ReactNode;
  if (me.isError || listing.isError) {
    body = (
      <LoadFailed
        message="Your dashboard could not be loaded just now."
        onRetry={() => void (me.isError ? me.refetch() : listing.refetch())}
      />
    );
  } else if (!me.data || (listingId !== null && !listing.data)) {
    body = <Spinner label="Loading your dashboard…" />;
  } else {
    body = <DashboardSections me={me.data} listing={listing.data ?? null} />;
  }

  return (
    <PageSection
      title="Model Dashboard"
      className={pageStyles.page}
      headerClassName={pageStyles.header}
      headerExtra={me.data ? <p className={styles.hint}>Welcome, {me.data.name}</p> : null}
    >
      {body}
    </PageSection>
  );
}

function DashboardSections({
  me,
  listing,
}: {
  readonly me: ModelMe;
  readonly listing: OwnListing | null;
}) {
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  return (
    <div className={pageStyles.sections}>
      {listing ? (
        <>
          <StatusCard
            listing={listing}
            isPreviewOpen={isPreviewOpen}
            onTogglePreview={() => setIsPreviewOpen((open) => !open)}
          />
          {isPreviewOpen && listing.status !== 'live' ? <ListingPreview listing={listing} /> : null}
          <Card title="Statistics">
            <StatsPanel listingId={listing.id} />
          </Card>
          <div className={styles.card}>
            <PhotoManager listing={listing} />
          </div>
          <Card title="Verified badge">
            <VerificationPanel listing={listing} />
          </Card>
          <Card title="Tours">
            <ToursPanel listing={listing} />
          </Card>
          <Card title="Contact preferences">
            <ContactPreferencesForm
              key={`${listing.phone}|${listing.contact_preference}`}
              listing={listing}
            />
          </Card>
        </>
      ) : (
        <section className={styles.card} aria-labelledby="start-title">
          <h2 id="start-title" className={styles.cardTitle}>
            Create your listing
          </h2>
          <p>
            You have no listing yet. It takes a few minutes: basics, location, about you, photos and
            rates.
          </p>
          <p>
            <Link to={BUILDER_PATH} className="button">
              Start my listing
            </Link>
          </p>
        </section>
      )}
      <Card title="Online status">
        <OnlineStatusToggle listingId={listing?.id ?? null} isHidden={me.hide_online_status} />
      </Card>
      {listing ? (
        <Card title="Your listing">
          <ListingSummary listing={listing} isOnDashboard />
        </Card>
      ) : null}
      <Card title="Account settings">
        <PasswordForm />
        <EmailForm currentEmail={me.email} pendingEmail={me.pending_email} />
        <DeleteAccountForm />
      </Card>
    </div>
  );
}

function Card({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <TitledSection
      titleId={id}
      title={title}
      className={styles.card}
      titleClassName={styles.cardTitle}
    >
      {children}
    </TitledSection>
  );
}
