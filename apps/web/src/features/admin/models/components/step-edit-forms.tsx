import {
  ACCOUNT_TYPE_OPTIONS,
  CATEGORY_OPTIONS,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  GENDER_OPTIONS,
  RATE_DURATIONS_MINUTES,
  RATE_KINDS,
  STATES,
  WEEK_DAYS,
  WEEK_DAY_LABELS,
  type AdminListing,
  type AvailabilityDay,
  type ContactPreference,
  type ListingRate,
} from '@app/contract';
import { useId, useState } from 'react';
import { FormField } from '../../../../components/ui/form-field';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';
import { StepForm, asError } from './step-form';

export interface StepEditProps {
  readonly listing: AdminListing;
  readonly isBusy: boolean;
  readonly run: RunListingAction;
  readonly onDone: () => void;
}

const withoutAll = <Option extends { value: string }>(options: readonly Option[]) =>
  options.filter((option) => option.value.toLowerCase() !== 'all');

export function BasicsEditForm({ listing, ...rest }: StepEditProps) {
  const [values, setValues] = useState({
    name: listing.name,
    age: String(listing.age),
    gender: listing.gender,
    account_type: listing.account_type,
    categories: listing.categories,
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <StepForm
      {...rest}
      listingId={listing.id}
      step="basics"
      title="Edit basics"
      values={values}
      fields={['name', 'age', 'gender', 'account_type', 'categories']}
    >
      {(errors) => (
        <>
          <FormField label="Display name" error={asError(errors.name)}>
            {(props) => (
              <input
                {...props}
                value={values.name}
                onChange={(e) => set({ name: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Age" error={asError(errors.age)}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                value={values.age}
                onChange={(e) => set({ age: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Gender" error={asError(errors.gender)}>
            {(props) => (
              <select
                {...props}
                value={values.gender}
                onChange={(e) => set({ gender: e.target.value })}
              >
                {withoutAll(GENDER_OPTIONS).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Account type" error={asError(errors.account_type)}>
            {(props) => (
              <select
                {...props}
                value={values.account_type}
                onChange={(e) => set({ account_type: e.target.value })}
              >
                {withoutAll(ACCOUNT_TYPE_OPTIONS).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset className={modelStyles.checks}>
            <legend>Categories</legend>
            {withoutAll(CATEGORY_OPTIONS).map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={values.categories.includes(option.value)}
                  onChange={(e) =>
                    set({
                      categories: e.target.checked
                        ? [...values.categories, option.value]
                        : values.categories.filter((category) => category !== option.value),
                    })
                  }
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </StepForm>
  );
}

export function LocationEditForm({ listing, ...rest }: StepEditProps) {
  const [values, setValues] = useState({
    state: listing.state,
    suburb: listing.suburb,
    postcode: listing.postcode,
    show_suburb: listing.show_suburb,
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <StepForm
      {...rest}
      listingId={listing.id}
      step="location"
      title="Edit location"
      values={values}
      fields={['state', 'suburb', 'postcode', 'show_suburb']}
    >
      {(errors) => (
        <>
          <FormField label="State" error={asError(errors.state)}>
            {(props) => (
              <select
                {...props}
                value={values.state}
                onChange={(e) => set({ state: e.target.value })}
              >
                <option value="">Choose a state</option>
                {STATES.map((state) => (
                  <option key={state.code} value={state.name}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Suburb"
            hint="As the places list names it; the city follows from it."
            error={asError(errors.suburb)}
          >
            {(props) => (
              <input
                {...props}
                value={values.suburb}
                onChange={(e) => set({ suburb: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Postcode" error={asError(errors.postcode)}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={values.postcode}
                onChange={(e) => set({ postcode: e.target.value })}
              />
            )}
          </FormField>
          <label>
            <input
              type="checkbox"
              checked={values.show_suburb}
              onChange={(e) => set({ show_suburb: e.target.checked })}
            />{' '}
            Show the suburb publicly
          </label>
        </>
      )}
    </StepForm>
  );
}

export function AboutEditForm({ listing, ...rest }: StepEditProps) {
  const [values, setValues] = useState({
    description_html: listing.description_html,
    languages: listing.languages.join(', '),
    ethnicity: listing.ethnicity,
    phone: listing.phone,
    contact_preference: listing.contact_preference as ContactPreference,
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const descriptionLabelId = useId();
  const body = {
    ...values,
    languages: values.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
  };
  return (
    <StepForm
      {...rest}
      listingId={listing.id}
      step="about"
      title="Edit about"
      values={body}
      fields={['description_html', 'languages', 'ethnicity', 'phone', 'contact_preference']}
    >
      {(errors) => (
        <>
          <div className={modelStyles.editor}>
            <span id={descriptionLabelId} className={modelStyles.label}>
              Description
            </span>
            <RichTextEditor
              labelId={descriptionLabelId}
              value={values.description_html}
              onChange={(html) => set({ description_html: html })}
              invalid={Boolean(errors.description_html)}
            />
            {errors.description_html ? (
              <p className={modelStyles.error}>{errors.description_html}</p>
            ) : null}
          </div>
          <FormField
            label="Languages"
            hint="Separated by commas."
            error={asError(errors.languages)}
          >
            {(props) => (
              <input
                {...props}
                value={values.languages}
                onChange={(e) => set({ languages: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Ethnicity" error={asError(errors.ethnicity)}>
            {(props) => (
              <input
                {...props}
                value={values.ethnicity}
                onChange={(e) => set({ ethnicity: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Phone" error={asError(errors.phone)}>
            {(props) => (
              <input
                {...props}
                type="tel"
                value={values.phone}
                onChange={(e) => set({ phone: e.target.value })}
              />
            )}
          </FormField>
          <FormField label="Contact preference" error={asError(errors.contact_preference)}>
            {(props) => (
              <select
                {...props}
                value={values.contact_preference}
                onChange={(e) => set({ contact_preference: e.target.value as ContactPreference })}
              >
                {CONTACT_PREFERENCES.map((preference) => (
                  <option key={preference} value={preference}>
                    {CONTACT_PREFERENCE_LABELS[preference]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </>
      )}
    </StepForm>
  );
}

export function RatesEditForm({ listing, ...rest }: StepEditProps) {
  const [rates, setRates] = useState<ListingRate[]>(listing.rates);
  const [days, setDays] = useState<AvailabilityDay[]>(listing.availability);
  const setRate = (index: number, patch: Partial<ListingRate>) =>
    setRates((current) => current.map((rate, i) => (i === index ? { ...rate, ...patch } : rate)));
  const setDay = (index: number, patch: Partial<AvailabilityDay>) =>
    setDays((current) => current.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  return (
    <StepForm
      {...rest}
      listingId={listing.id}
      step="rates"
      title="Edit rates and availability"
      values={{ rates, availability: days }}
      fields={['rates', 'availability']}
    >
      {(errors) => (
        <>
          <fieldset className={modelStyles.checks}>
            <legend>Rates (AUD)</legend>
            {rates.map((rate, index) => (
              <div key={index} className={modelStyles.row}>
                <label>
                  Kind {index + 1}{' '}
                  <select
                    value={rate.kind}
                    onChange={(e) =>
                      setRate(index, { kind: e.target.value as ListingRate['kind'] })
                    }
                  >
                    {RATE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {kind}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Minutes {index + 1}{' '}
                  <select
                    value={rate.minutes}
                    onChange={(e) =>
                      setRate(index, { minutes: Number(e.target.value) as ListingRate['minutes'] })
                    }
                  >
                    {RATE_DURATIONS_MINUTES.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Amount {index + 1}{' '}
                  <input
                    type="number"
                    inputMode="numeric"
                    value={rate.amount}
                    onChange={(e) => setRate(index, { amount: Number(e.target.value) })}
                  />
                </label>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setRates((current) => current.filter((_, i) => i !== index))}
                >
                  Remove rate {index + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() =>
                setRates((current) => [...current, { kind: 'incall', minutes: 60, amount: 0 }])
              }
            >
              Add a rate
            </button>
            {errors.rates ? <p className={modelStyles.error}>{errors.rates}</p> : null}
          </fieldset>
          <fieldset className={modelStyles.checks}>
            <legend>Availability</legend>
            {days.map((day, index) => (
              <div key={index} className={modelStyles.row}>
                <label>
                  Day {index + 1}{' '}
                  <select
                    value={day.day}
                    onChange={(e) =>
                      setDay(index, { day: e.target.value as AvailabilityDay['day'] })
                    }
                  >
                    {WEEK_DAYS.map((weekDay) => (
                      <option key={weekDay} value={weekDay}>
                        {WEEK_DAY_LABELS[weekDay]}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  From {index + 1}{' '}
                  <input
                    type="time"
                    value={day.from}
                    onChange={(e) => setDay(index, { from: e.target.value })}
                  />
                </label>
                <label>
                  To {index + 1}{' '}
                  <input
                    type="time"
                    value={day.to}
                    onChange={(e) => setDay(index, { to: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setDays((current) => current.filter((_, i) => i !== index))}
                >
                  Remove day {index + 1}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() =>
                setDays((current) => [...current, { day: 'mon', from: '10:00', to: '22:00' }])
              }
            >
              Add a day
            </button>
            {errors.availability ? (
              <p className={modelStyles.error}>{errors.availability}</p>
            ) : null}
          </fieldset>
        </>
      )}
    </StepForm>
  );
}
