import {
  AvailabilityDaySchema,
  LISTING_MAX_RATES,
  LISTING_RATE_MAX_AUD,
  ListingRatesInputSchema,
  RATE_DURATIONS_MINUTES,
  RATE_KINDS,
  WEEK_DAYS,
  WEEK_DAY_LABELS,
  type ListingRate,
  type OwnListing,
} from '@app/contract';
import { useFieldArray, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { FieldErrorText } from '../ui/form-field';
import { formatDuration, RATE_KIND_LABELS } from './rate-format';
import rateStyles from './rates-step.module.css';
import { StepActions } from './step-actions';
import type { StepFormProps } from './step-form-props';
import styles from './step-form.module.css';
import { useStepForm } from './use-step-form';

/**
 * The week as seven rows with an "available" box each; a ticked day is checked with the
 * contract's day schema (its messages), and only ticked days are sent.
 */
const DayRowSchema = z
  .object({ day: z.enum(WEEK_DAYS), enabled: z.boolean(), from: z.string(), to: z.string() })
  .superRefine((row, ctx) => {
    if (!row.enabled) return;
    const result = AvailabilityDaySchema.safeParse(row);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

const RatesFormSchema = z
  .object({ rates: ListingRatesInputSchema.shape.rates, days: z.array(DayRowSchema) })
  .transform(({ rates, days }) => ({
    rates,
    availability: days.filter((row) => row.enabled).map(({ day, from, to }) => ({ day, from, to })),
  }));
type RatesFormInput = z.input<typeof RatesFormSchema>;
export type RatesValues = z.output<typeof RatesFormSchema>;

const FIRST_RATE: ListingRate = { kind: 'incall', minutes: 60, amount: 0 };

function toValues(listing: OwnListing | null): RatesFormInput {
  const rates = listing?.rates.length
    ? listing.rates
    : [{ ...FIRST_RATE, amount: '' as unknown as number }];
  return {
    rates,
    days: WEEK_DAYS.map((day) => {
      const saved = listing?.availability.find((item) => item.day === day);
      return {
        day,
        enabled: Boolean(saved),
        from: saved?.from ?? '10:00',
        to: saved?.to ?? '22:00',
      };
    }),
  };
}

/** Step 5: rates (incall/outcall × duration × AUD) and the weekly availability. */
export function RatesStep(props: StepFormProps<RatesValues>) {
  const { form, onSubmit, actions } = useStepForm(props, {
    schema: RatesFormSchema,
    defaultValues: toValues(props.listing),
    fields: ['rates'],
  });
  const { register, formState, control, watch } = form;
  const rates = useFieldArray({ control, name: 'rates' });
  const errors = formState.errors;
  const ratesError = errors.rates?.message ?? errors.rates?.root?.message;
  const days = watch('days');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Rates and availability"
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Rates (AUD)</legend>
        <ul className={styles.list}>
          {rates.fields.map((field, index) => {
            const rowError = errors.rates?.[index];
            const amountError = rowError?.amount?.message;
            return (
              <li key={field.id} className={rateStyles.rate}>
                <label className={rateStyles.cell}>
                  <span className={styles.hint}>Type</span>
                  <select className={styles.control} {...register(`rates.${index}.kind`)}>
                    {RATE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {RATE_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={rateStyles.cell}>
                  <span className={styles.hint}>Duration</span>
                  <select
                    className={styles.control}
                    {...register(`rates.${index}.minutes`, {
                      setValueAs: (value) => Number(value),
                    })}
                  >
                    {RATE_DURATIONS_MINUTES.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {formatDuration(minutes)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={rateStyles.cell}>
                  <span className={styles.hint}>Amount ($)</span>
                  <input
                    className={styles.control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={LISTING_RATE_MAX_AUD}
                    aria-invalid={Boolean(amountError)}
                    {...register(`rates.${index}.amount`)}
                  />
                </label>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => rates.remove(index)}
                  aria-label={`Remove rate ${index + 1}`}
                >
                  Remove
                </button>
                {amountError ? <p className={styles.error}>{amountError}</p> : null}
              </li>
            );
          })}
        </ul>
        <div>
          <button
            type="button"
            className="button button--ghost"
            disabled={rates.fields.length >= LISTING_MAX_RATES}
            onClick={() =>
              rates.append({ ...nextRate(watch('rates')), amount: '' as unknown as number })
            }
          >
            Add a rate
          </button>
        </div>
        <FieldErrorText message={ratesError} className={styles.error} role="alert" />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Weekly availability</legend>
        <p className={styles.hint}>
          Tick the days you work. An end time of 00:00 means until midnight.
        </p>
        <ul className={styles.list}>
          {WEEK_DAYS.map((day, index) => {
            const rowError = errors.days?.[index];
            const message = rowError?.to?.message ?? rowError?.from?.message;
            const isOn = days?.[index]?.enabled ?? false;
            return (
              <li key={day} className={rateStyles.day}>
                <label className={rateStyles.dayName}>
                  <input type="checkbox" {...register(`days.${index}.enabled`)} />
                  {WEEK_DAY_LABELS[day]}
                </label>
                <TimeCell
                  label="From"
                  isDisabled={!isOn}
                  registration={register(`days.${index}.from`)}
                />
                <TimeCell
                  label="To"
                  isDisabled={!isOn}
                  isInvalid={Boolean(message)}
                  registration={register(`days.${index}.to`)}
                />
                {message ? <p className={styles.error}>{message}</p> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <StepActions {...actions} />
    </form>
  );
}

interface TimeCellProps {
  readonly label: string;
  readonly isDisabled: boolean;
  /** Only the day's end carries the row's error (it is the one compared with the start). */
  readonly isInvalid?: boolean;
  readonly registration: UseFormRegisterReturn;
}

/** One end of a day's hours. */
function TimeCell({ label, isDisabled, isInvalid, registration }: TimeCellProps) {
  return (
    <label className={rateStyles.cell}>
      <span className={styles.hint}>{label}</span>
      <input
        className={styles.control}
        type="time"
        disabled={isDisabled}
        aria-invalid={isInvalid}
        {...registration}
      />
    </label>
  );
}

/** A new row's kind and duration: the first pair not taken yet, so rows rarely clash. */
function nextRate(current: ReadonlyArray<{ kind: string; minutes: unknown }>): ListingRate {
  const taken = new Set(current.map((rate) => `${rate.kind}:${String(rate.minutes)}`));
  for (const kind of RATE_KINDS) {
    for (const minutes of RATE_DURATIONS_MINUTES) {
      if (!taken.has(`${kind}:${minutes}`)) return { kind, minutes, amount: 0 };
    }
  }
  return FIRST_RATE;
}
