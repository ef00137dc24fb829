import {
  POPULAR_LOCATIONS,
  SITE_NAME,
  buildPopularCityPath,
  buildStatePath,
  type PopularCity,
  type State,
} from '@app/contract';
import { Link } from 'react-router';
import { usePageMeta } from '../../../hooks/use-page-meta';
import {
  describeListingCount,
  usePopularLocationCounts,
  type PopularLocationCounts,
} from '../api/popular-location-counts';
import styles from './popular-locations-page.module.css';
import { ROUTES } from '../../../lib/route-paths';
import { PageSection } from '../../../components/ui/page-section';
import { TitledSection } from '../../../components/ui/titled-section';

const META = {
  title: `Popular Locations | ${SITE_NAME}`,
  description:
    'Escorts and companions in the most popular cities of every Australian state and territory, with the number of live listings in each.',
  canonicalPath: ROUTES.popularLocations,
} as const;

/**
 * /popular-locations — the overlay's states and cities (the same links, docs/product/routes-and-screens.md)
 * with the live number of listings in each. Counts that cannot load are left out; the links
 * work without them.
 */
export default function PopularLocationsPage() {
  usePageMeta(META);
  const { data: counts, isPending } = usePopularLocationCounts();

  return (
    <PageSection
      title="Popular Locations"
      className={styles.page}
      headerClassName={styles.header}
      titleClassName={styles.title}
      headerExtra={
        <p className={styles.lead}>
          Find escorts and companions in the busiest cities of every state and territory. The
          numbers show the listings live right now, touring visitors included.
        </p>
      }
    >
      <div className={styles.grid} aria-busy={isPending}>
        {POPULAR_LOCATIONS.map(({ state, cities }) => (
          <StateCard
            key={state.slug}
            state={state}
            cities={cities}
            counts={counts}
            isLoading={isPending}
          />
        ))}
      </div>
    </PageSection>
  );
}

interface StateCardProps {
  readonly state: State;
  readonly cities: readonly PopularCity[];
  readonly counts: PopularLocationCounts | undefined;
  readonly isLoading: boolean;
}

function StateCard({ state, cities, counts, isLoading }: StateCardProps) {
  return (
    <TitledSection
      titleId={`state-${state.slug}`}
      title={
        <>
          <Link to={buildStatePath(state)} className={styles.stateLink}>
            {state.name}
          </Link>
          <Count value={counts?.state(state.name)} isLoading={isLoading} />
        </>
      }
      className={styles.state}
      titleClassName={styles.stateTitle}
    >
      <ul className={styles.cities}>
        {cities.map((city) => {
          const path = buildPopularCityPath(state, city);
          return (
            <li key={city.name} className={styles.city}>
              {path ? (
                <Link to={path} className={styles.cityLink}>
                  {city.name}
                </Link>
              ) : (
                // docs/product/routes-and-screens.md: Launceston is listed as text without a link.
                <span className={styles.cityText}>{city.name}</span>
              )}
              <Count value={counts?.city(state.name, city.name)} isLoading={isLoading} />
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

function Count({
  value,
  isLoading,
}: {
  readonly value: number | undefined;
  readonly isLoading: boolean;
}) {
  if (value === undefined) {
    return isLoading ? <span className={styles.countPending} aria-hidden="true" /> : null;
  }
  return <span className={styles.count}>{describeListingCount(value)}</span>;
}
