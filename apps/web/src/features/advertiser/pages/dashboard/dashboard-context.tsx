import type { OwnListing } from '@app/contract';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router';
import { TitledSection } from '../../../../components/ui/titled-section';
import type { ModelMe } from '../../api/model-me';
import styles from '../../components/builder.module.css';
import { BUILDER_PATH } from '../../lib/builder-steps';

/** What the dashboard's layout (model-dashboard-page.tsx) has loaded for its sections. */
export interface DashboardData {
  readonly me: ModelMe;
  readonly listing: OwnListing | null;
}

export function useDashboardData(): DashboardData {
  return useOutletContext<DashboardData>();
}

/** One titled card of a section; its h2 names the region. */
export function DashboardCard({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
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

/** Sections about the listing, before there is one: where to start it. */
export function StartListingCard() {
  return (
    <DashboardCard title="Create your listing">
      <p>
        You have no listing yet. It takes a few minutes: basics, location, about you, photos and
        rates.
      </p>
      <p>
        <Link to={BUILDER_PATH} className="button">
          Start my listing
        </Link>
      </p>
    </DashboardCard>
  );
}

/** A section that needs the listing: its content, or the card that starts one. */
export function WithListing({
  children,
}: {
  readonly children: (listing: OwnListing) => ReactNode;
}) {
  const { listing } = useDashboardData();
  return listing ? children(listing) : <StartListingCard />;
}

/** A section of one titled card about the listing. */
export function ListingCardSection({
  title,
  children,
}: {
  readonly title: string;
  readonly children: (listing: OwnListing) => ReactNode;
}) {
  return (
    <WithListing>
      {(listing) => <DashboardCard title={title}>{children(listing)}</DashboardCard>}
    </WithListing>
  );
}
