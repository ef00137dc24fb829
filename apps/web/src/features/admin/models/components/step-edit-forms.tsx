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

interface FieldOption {
  readonly value: string;
  readonly label: string;
}

const withoutAll = (options: readonly FieldOption[]) =>
  options.filter((option) => option.value.toLowerCase() !== 'all');

const STATE_OPTIONS: readonly FieldOption[] = [
  { value: '', label: 'Choose a state' },
  ...STATES.map((state) => ({ value: state.name, label: state.name })),
];

const CONTACT_PREFERENCE_OPTIONS: readonly FieldOption[] = CONTACT_PREFERENCES.map(
  (preference) => ({ value: preference, label: CONTACT_PREFERENCE_LABELS[preference] }),
);

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
          <TextField
            label="Display name"
            error={errors.name}
            value={values.name}
            onChange={(name) => set({ name })}
          />
          <TextField
            label="Age"
            error={errors.age}
            type="number"
            inputMode="numeric"
            value={values.age}
            onChange={(age) => set({ age })}
          />
          <SelectField
            label="Gender"
            error={errors.gender}
            options={withoutAll(GENDER_OPTIONS)}
            value={values.gender}
            onChange={(gender) => set({ gender })}
          />
          <SelectField
            label="Account type"
            error={errors.account_type}
            options={withoutAll(ACCOUNT_TYPE_OPTIONS)}
            value={values.account_type}
            onChange={(account_type) => set({ account_type })}
          />
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
          <SelectField
            label="State"
            error={errors.state}
            options={STATE_OPTIONS}
            value={values.state}
            onChange={(state) => set({ state })}
          />
          <TextField
            label="Suburb"
            hint="As the places list names it; the city follows from it."
            error={errors.suburb}
            value={values.suburb}
            onChange={(suburb) => set({ suburb })}
          />
          <TextField
            label="Postcode"
            error={errors.postcode}
            inputMode="numeric"
            value={values.postcode}
            onChange={(postcode) => set({ postcode })}
          />
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
          <TextField
            label="Languages"
            hint="Separated by commas."
            error={errors.languages}
            value={values.languages}
            onChange={(languages) => set({ languages })}
          />
          <TextField
            label="Ethnicity"
            error={errors.ethnicity}
            value={values.ethnicity}
            onChange={(ethnicity) => set({ ethnicity })}
          />
          <TextField
            label="Phone"
            error={errors.phone}
            type="tel"
            value={values.phone}
            onChange={(phone) => set({ phone })}
          />
          <SelectField
            label="Contact preference"
            error={errors.contact_preference}
            options={CONTACT_PREFERENCE_OPTIONS}
            value={values.contact_preference}
            onChange={(preference) => set({ contact_preference: preference as ContactPreference })}
          />
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

interface TextFieldProps {
  readonly label: string;
  readonly hint?: string;
  /** The server's 422 message for this field, if any. */
  readonly error: string | undefined;
  readonly type?: 'number' | 'tel';
  readonly inputMode?: 'numeric';
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** One labelled text box of a step form, its error from the server's 422 under it. */
function TextField({ label, hint, error, type, inputMode, value, onChange }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={asError(error)}>
      {(props) => (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface SelectFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly options: readonly FieldOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** One labelled drop-down of a step form, its error from the server's 422 under it. */
function SelectField({ label, error, options, value, onChange }: SelectFieldProps) {
  return (
    <FormField label={label} error={asError(error)}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
