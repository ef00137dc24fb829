import {
  LISTING_MESSAGES,
  STATES,
  TOUR_MAX_LENGTH_DAYS,
  TOUR_MAX_UPCOMING,
  TourInputSchema,
  addDays,
  australianDate,
  latestTourStart,
  type OwnListing,
  type OwnTour,
  formatTourDates,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FieldErrorText, FormField, InputField } from '../../../components/ui/form-field';
import { PlaceAutocomplete } from '../../../components/ui/place-autocomplete';
import { useContractForm } from '../../../hooks/use-contract-form';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { advertiserKeys } from '../api/query-keys';
import { addTour, deleteTour } from '../api/tours';
import styles from './builder.module.css';
import { CardForm } from './card-form';

type TourFormOutput = z.output<typeof TourInputSchema>;
const FIELDS = ['state', 'city', 'starts_on', 'ends_on'] as const;

/** Touring dates: the listing shows in the tour city's results from the first to the last day. */
export function ToursPanel({ listing }: { readonly listing: OwnListing }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listing.id) });

  async function remove(tour: OwnTour) {
    if (!window.confirm(`Delete your tour to ${tour.city}?`)) return;
    try {
      await deleteTour(listing.id, tour.id);
      toast.success('Tour deleted.');
    } catch (error) {
      logError('delete tour', error);
      toast.error(serverMessageOf(error) ?? 'The tour could not be deleted. Please try again.');
    }
    await refresh();
  }

  return (
    <div className={styles.form}>
      <p className={styles.hint}>
        While you tour, your listing also shows in that city&apos;s results, and only then.
      </p>
      {listing.tours.length > 0 ? (
        <ul className={styles.list} aria-label="Your tours">
          {listing.tours.map((tour) => (
            <li key={tour.id} className={styles.inline}>
              <span>
                <strong>{tour.city}</strong>, {tour.state}:{' '}
                {formatTourDates(tour.starts_on, tour.ends_on)}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Delete tour to ${tour.city}`}
                onClick={() => void remove(tour)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No tours planned.</p>
      )}
      {countUpcoming(listing.tours) < TOUR_MAX_UPCOMING ? (
        <TourForm listingId={listing.id} onAdded={refresh} />
      ) : (
        <p>{LISTING_MESSAGES.tooManyTours}</p>
      )}
    </div>
  );
}

/** Tours ending today or later, in Australian days, as the server counts them. */
function countUpcoming(tours: readonly OwnTour[]): number {
  const today = australianDate(new Date());
  return tours.filter((tour) => tour.ends_on >= today).length;
}

function TourForm({
  listingId,
  onAdded,
}: {
  readonly listingId: number;
  readonly onAdded: () => Promise<void>;
}) {
  const id = useId();
  const [cityText, setCityText] = useState('');
  const { register, handleSubmit, formState, setValue, watch, reset, applyServerErrors } =
    useContractForm({
      schema: TourInputSchema,
      defaultValues: { state: '', city: '', starts_on: '', ends_on: '' },
      serverErrorFields: FIELDS,
    });
  const errors = formState.errors;
  const state = watch('state');
  const startsOn = watch('starts_on');
  const cityError = errors.city?.message;
  // The contract's limits as the date pickers' bounds; the schema and the server still check.
  const today = australianDate(new Date());
  const latestStart = latestTourStart(today);
  const latestEnd = addDays(startsOn || latestStart, TOUR_MAX_LENGTH_DAYS - 1);

  async function submit(values: TourFormOutput) {
    try {
      await addTour(listingId, values);
      toast.success(`Tour to ${values.city} added.`);
      reset();
      setCityText('');
      await onAdded();
    } catch (error) {
      if (!applyServerErrors(error)) {
        logError('add tour', error);
        toast.error(serverMessageOf(error) ?? 'The tour could not be added. Please try again.');
      }
    }
  }

  return (
    <CardForm
      title="Add a tour"
      onSubmit={handleSubmit(submit)}
      submitLabel="Add tour"
      busyLabel="Adding…"
      isBusy={formState.isSubmitting}
    >
      <FormField label="Tour state" error={errors.state}>
        {(props) => (
          <select
            {...props}
            {...register('state', {
              onChange: () => {
                setValue('city', '');
                setCityText('');
              },
            })}
          >
            <option value="">Choose a state</option>
            {STATES.map((item) => (
              <option key={item.slug} value={item.name}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.fieldset}>
        <label htmlFor={`${id}-city`} className={styles.legend}>
          Tour city
        </label>
        <PlaceAutocomplete
          id={`${id}-city`}
          text={cityText}
          state={state || undefined}
          onTextChange={(text) => {
            setCityText(text);
            setValue('city', '');
          }}
          onPick={(place) => {
            setCityText(place.locality);
            setValue('city', place.locality, { shouldValidate: formState.isSubmitted });
            setValue('state', place.state, { shouldValidate: formState.isSubmitted });
          }}
          placeholder={state ? `A city in ${state}` : 'Choose a state first, or type a city'}
          invalid={Boolean(cityError)}
          describedBy={cityError ? `${id}-city-error` : undefined}
        />
        <FieldErrorText
          id={cityError ? `${id}-city-error` : undefined}
          message={cityError}
          className={styles.error}
        />
      </div>
      <div className={styles.row}>
        <InputField
          label="First day"
          error={errors.starts_on}
          type="date"
          max={latestStart}
          registration={register('starts_on')}
        />
        <InputField
          label="Last day"
          error={errors.ends_on}
          hint={`At most ${TOUR_MAX_LENGTH_DAYS} days, first and last day included.`}
          type="date"
          min={startsOn || today}
          max={latestEnd}
          registration={register('ends_on')}
        />
      </div>
    </CardForm>
  );
}
