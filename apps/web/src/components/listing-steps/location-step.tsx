import {
  ListingLocationInputSchema,
  PUBLIC_AREA_MIN_DISTANCE_KM,
  type OwnListing,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { formatPlace } from '../../lib/place-suggestions';
import { publicPlaceQueryOptions } from '../../lib/public-place';
import { FieldErrorText } from '../ui/form-field';
import { PlaceAutocomplete } from '../ui/place-autocomplete';
import { StepActions } from './step-actions';
import type { StepFormProps } from './step-form-props';
import styles from './step-form.module.css';
import { useStepForm } from './use-step-form';

type LocationInput = z.input<typeof ListingLocationInputSchema>;
export type LocationValues = z.output<typeof ListingLocationInputSchema>;
const FIELDS = ['state', 'suburb', 'postcode', 'show_suburb'] as const;

function toValues(listing: OwnListing | null): LocationInput {
  return {
    state: listing?.state ?? '',
    suburb: listing?.suburb ?? '',
    postcode: listing?.postcode ?? '',
    show_suburb: listing?.show_suburb ?? true,
  };
}

function placeText(listing: OwnListing | null): string {
  if (!listing?.suburb) return '';
  return formatPlace({
    locality: listing.suburb,
    state: listing.state,
    postcode: listing.postcode,
  });
}

/**
 * Step 2: the suburb, picked from the site's own places index (the server takes the
 * coordinates from there), and whether the suburb or only the city is shown.
 */
export function LocationStep(props: StepFormProps<LocationValues>) {
  const id = useId();
  const [text, setText] = useState(() => placeText(props.listing));
  const { form, onSubmit, actions } = useStepForm(props, {
    schema: ListingLocationInputSchema,
    defaultValues: toValues(props.listing),
    fields: FIELDS,
  });
  const { formState, setValue, watch } = form;
  const errors = formState.errors;
  // One message for the place: the state, suburb and postcode all come from one pick.
  const placeError = errors.suburb?.message ?? errors.postcode?.message ?? errors.state?.message;
  const showSuburb = watch('show_suburb');
  const [state, suburb] = [watch('state'), watch('suburb')];
  // Before saving, the place the public will see instead of a hidden suburb.
  const publicPlace = useQuery({
    ...publicPlaceQueryOptions(state, suburb),
    enabled: showSuburb === false && Boolean(state && suburb),
  });
  const shownAs = showSuburb === false && state && suburb ? publicPlace.data?.name : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Location">
      <div className={styles.fieldset}>
        <label htmlFor={`${id}-place`} className={styles.legend}>
          Suburb
        </label>
        <PlaceAutocomplete
          id={`${id}-place`}
          text={text}
          onTextChange={(value) => {
            setText(value);
            // Typing un-picks the place, so a half-typed name is never saved as a suburb.
            setValue('suburb', '', { shouldDirty: true });
            setValue('postcode', '', { shouldDirty: true });
            setValue('state', '', { shouldDirty: true });
          }}
          onPick={(place) => {
            setText(formatPlace(place));
            const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
            setValue('suburb', place.locality, options);
            setValue('postcode', place.postcode, options);
            setValue('state', place.state, options);
          }}
          placeholder="Start typing your suburb"
          invalid={Boolean(placeError)}
          describedBy={`${id}-place-hint${placeError ? ` ${id}-place-error` : ''}`}
        />
        <p id={`${id}-place-hint`} className={styles.hint}>
          Type two letters or more, then choose your suburb from the list.
        </p>
        <FieldErrorText id={placeError ? `${id}-place-error` : undefined} message={placeError} />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-privacy`}>
        <legend className={styles.legend}>What clients see</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="radio"
              checked={showSuburb !== false}
              onChange={() => setValue('show_suburb', true, { shouldDirty: true })}
            />
            Show my suburb
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              checked={showSuburb === false}
              onChange={() => setValue('show_suburb', false, { shouldDirty: true })}
            />
            Show only my city
          </label>
        </div>
        <p id={`${id}-privacy`} className={styles.hint}>
          The public map never shows a finer point than the centre of the place you show: your
          suburb&apos;s centre, or, with only your city, the centre of a wider area shared by many
          suburbs, at least {PUBLIC_AREA_MIN_DISTANCE_KM} km from yours. Your suburb and postcode
          stay private.
        </p>
        {shownAs ? (
          <p className={styles.hint} role="status">
            Shown as: <strong>{shownAs}</strong>
          </p>
        ) : null}
      </fieldset>
      <StepActions {...actions} />
    </form>
  );
}
