import {
  ALERT_MESSAGES,
  POPULAR_LOCATIONS,
  buildProfilePath,
  formatTourDates,
  type TourAlertCity,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import {
  saveTourAlertCity,
  tourAlertCityQueryKey,
  tourAlertCityQueryOptions,
  tourAlertsQueryOptions,
} from '../api/tour-alerts';
import styles from './alerts-panel.module.css';

/** The select's value of a city: state and city, which no place name holds a `|` of. */
const cityValue = (place: TourAlertCity) => `${place.state}|${place.city}`;

/**
 * Tour alerts (docs/product/accounts.md#saved-searches-and-tour-alerts): the city to be told
 * about (a popular location, or none) and the alerts sent, each with the listing, city and
 * dates.
 */
export function TourAlertsPanel({ userId }: { readonly userId: string }) {
  const city = useQuery(tourAlertCityQueryOptions(userId));
  const alerts = useQuery(tourAlertsQueryOptions(userId));
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: saveTourAlertCity,
    onSuccess: (saved) => {
      queryClient.setQueryData(tourAlertCityQueryKey(userId), saved);
      toast.success(saved ? ALERT_MESSAGES.citySaved : ALERT_MESSAGES.cityCleared);
    },
    onError: (error) => {
      logError('tour alert city', error);
      toast.error(serverMessageOf(error) ?? ALERT_MESSAGES.unknownCity);
    },
  });

  function onCityChange(value: string) {
    const [state, name] = value.split('|');
    choose.mutate(state && name ? { state, city: name } : null);
  }

  return (
    <section className={styles.panel} aria-labelledby="tour-alerts-title">
      <h2 id="tour-alerts-title" className={styles.title}>
        Tour alerts
      </h2>
      <p className={styles.empty}>
        When a listing in your wishlist announces a tour to your city, we e-mail you once.
      </p>
      {city.isError ? (
        <LoadFailed
          message="Your tour alert city could not be loaded just now."
          onRetry={() => void city.refetch()}
        />
      ) : (
        <span className={styles.control}>
          <label htmlFor="tour-alert-city">My city</label>
          <select
            id="tour-alert-city"
            value={city.data ? cityValue(city.data) : ''}
            disabled={city.isPending || choose.isPending}
            onChange={(event) => onCityChange(event.target.value)}
          >
            <option value="">No tour alerts</option>
            {POPULAR_LOCATIONS.map(({ state, cities }) => (
              <optgroup key={state.name} label={state.name}>
                {cities.map((entry) => (
                  <option
                    key={entry.name}
                    value={cityValue({ state: state.name, city: entry.name })}
                  >
                    {entry.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </span>
      )}
      {alerts.isPending ? <Spinner label="Loading your tour alerts…" /> : null}
      {alerts.data && alerts.data.length > 0 ? (
        <ul className={styles.list}>
          {alerts.data.map((alert) => (
            <li key={`${alert.listing.id}-${alert.starts_on}`} className={styles.item}>
              <Link
                to={buildProfilePath(alert.listing.name, alert.listing.id, alert.listing.state)}
                className={styles.name}
              >
                {alert.listing.name}
              </Link>
              <span>
                {alert.city}, {alert.state}
              </span>
              <span>{formatTourDates(alert.starts_on, alert.ends_on)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {alerts.data?.length === 0 ? <p className={styles.empty}>No tour alerts yet.</p> : null}
    </section>
  );
}
