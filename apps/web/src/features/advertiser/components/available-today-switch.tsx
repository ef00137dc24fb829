import {
  AVAILABLE_TODAY_MAX_HOURS,
  AVAILABLE_TODAY_MESSAGES,
  AvailableTodayInputSchema,
  availableTodayChoices,
  formatAvailableUntil,
  timeZoneOfState,
  type AvailableTodayChoice,
  type AvailableTodayInput,
  type OwnListing,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useIsStillAhead } from '../../../hooks/use-is-still-ahead';
import { serverMessageOf } from '../../../lib/http';
import { logError } from '../../../lib/log';
import { clearAvailableToday, setAvailableToday } from '../api/available-today';
import { advertiserKeys } from '../api/query-keys';
import styles from './builder.module.css';
import { CardForm } from './card-form';

const FIELDS = ['until'] as const;

/**
 * "Available today until …" (docs/product/listings-and-moderation.md#available-today): a half
 * hour of the listing's state's clock within the next hours, public at once, off by itself then.
 */
export function AvailableTodaySwitch({ listing }: { readonly listing: OwnListing }) {
  const queryClient = useQueryClient();
  const isOn = useIsStillAhead(listing.available_until);
  // The state's clock, wherever the advertiser's browser is: "Brisbane time".
  const zoneCity = timeZoneOfState(listing.state).split('/')[1];
  const choices = availableTodayChoices(listing.state, new Date());
  const { register, handleSubmit, formState, applyServerErrors } = useContractForm({
    schema: AvailableTodayInputSchema,
    defaultValues: { until: defaultChoice(choices, listing.available_until) },
    serverErrorFields: FIELDS,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: advertiserKeys.listing(listing.id) });

  if (listing.status !== 'live') {
    return <p className={styles.hint}>{AVAILABLE_TODAY_MESSAGES.notLive}</p>;
  }

  async function switchOn(values: AvailableTodayInput) {
    try {
      const { data } = await setAvailableToday(listing.id, values);
      const until = data.available_until;
      toast.success(
        until
          ? `You show as available today until ${formatAvailableUntil(until, listing.state)}.`
          : 'Saved.',
      );
      await refresh();
    } catch (error) {
      if (!applyServerErrors(error)) {
        logError('available today', error);
        toast.error(serverMessageOf(error) ?? 'Your choice could not be saved. Please try again.');
      }
    }
  }

  async function switchOff() {
    try {
      await clearAvailableToday(listing.id);
      toast.success(AVAILABLE_TODAY_MESSAGES.switchedOff);
    } catch (error) {
      logError('available today off', error);
      toast.error(serverMessageOf(error) ?? 'Your choice could not be saved. Please try again.');
    }
    await refresh();
  }

  return (
    <CardForm
      label="Available today"
      onSubmit={handleSubmit(switchOn)}
      submitLabel={isOn ? 'Change time' : 'Switch on'}
      busyLabel="Saving…"
      isBusy={formState.isSubmitting}
      otherActions={
        isOn ? (
          <button type="button" className="button button--ghost" onClick={() => void switchOff()}>
            Switch off
          </button>
        ) : null
      }
    >
      <p role="status">
        {isOn && listing.available_until
          ? `On: clients see “Available today until ${formatAvailableUntil(listing.available_until, listing.state)}”.`
          : 'Off.'}
      </p>
      <FormField
        label="Available today until"
        error={formState.errors.until}
        hint={`${zoneCity} time. It switches itself off then (at most ${AVAILABLE_TODAY_MAX_HOURS} hours ahead).`}
      >
        {(props) => (
          <select {...props} {...register('until')}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </CardForm>
  );
}

/** The time it is on until, else 11 pm, else the first choice. */
function defaultChoice(choices: readonly AvailableTodayChoice[], until: string | null): string {
  const end = until ? Date.parse(until) : NaN;
  const current = choices.find((choice) => choice.until.getTime() === end);
  return (current ?? choices.find((choice) => choice.value === '23:00') ?? choices[0])?.value ?? '';
}
