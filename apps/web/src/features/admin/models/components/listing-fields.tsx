import {
  CONTACT_CHANNEL_LABELS,
  LISTING_STEP_LABELS,
  WEEK_DAY_LABELS,
  buildAdminListingStepPath,
  type AdminListing,
  type ListingSectionStep,
} from '@app/contract';
import { useState, type ComponentType, type ReactNode } from 'react';
import {
  AboutStep,
  BasicsStep,
  LocationStep,
  RatesStep,
  type StepFormProps,
} from '../../../../components/listing-steps';
import { RichText } from '../../../../components/ui/rich-text';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';

/** The advertiser's own step forms: an admin edits a listing by the same rules and words. */
const STEP_FORMS: Record<ListingSectionStep, ComponentType<StepFormProps<unknown>>> = {
  basics: BasicsStep,
  location: LocationStep,
  about: AboutStep,
  rates: RatesStep,
};

/** The fields of each step, as the admin reads them (private locality included). */
function fieldsOf(listing: AdminListing, step: ListingSectionStep): [string, ReactNode][] {
  switch (step) {
    case 'basics':
      return [
        ['Display name', listing.name],
        ['Age', listing.age],
        ['Gender', listing.gender],
        ['Account type', listing.account_type],
        ['Categories', listing.categories.join(', ') || '—'],
      ];
    case 'location':
      return [
        ['State', listing.state || '—'],
        ['City', listing.city || '—'],
        ['Suburb', listing.suburb || '—'],
        ['Postcode', listing.postcode || '—'],
        ['Suburb shown publicly', listing.show_suburb ? 'Yes' : 'No'],
      ];
    case 'about':
      return [
        ['Description', <RichText key="d" html={listing.description_html} />],
        ['Languages', listing.languages.join(', ') || '—'],
        ['Ethnicity', listing.ethnicity || '—'],
        ['Phone', listing.phone || '—'],
        [
          'Contact by',
          listing.contact_channels.map((channel) => CONTACT_CHANNEL_LABELS[channel]).join(', ') ||
            '—',
        ],
        ['Telegram username', listing.telegram_handle || '—'],
      ];
    case 'rates':
      return [
        [
          'Rates',
          listing.rates
            .map((rate) => `${rate.kind} ${rate.minutes} min: $${rate.amount}`)
            .join(' · ') || '—',
        ],
        [
          'Availability',
          listing.availability
            .map((day) => `${WEEK_DAY_LABELS[day.day]} ${day.from}–${day.to}`)
            .join(' · ') || '—',
        ],
      ];
  }
}

interface ListingFieldsProps {
  readonly listing: AdminListing;
  readonly run: RunListingAction;
}

/** Every field by builder step, each step editable with the advertiser's rules. */
export function ListingFields({ listing, run }: ListingFieldsProps) {
  const [editing, setEditing] = useState<ListingSectionStep | null>(null);
  const steps = Object.keys(STEP_FORMS) as ListingSectionStep[];

  /** PUT /api/admin/listings/:id/:step; the answer's listing replaces the shown one. */
  const saveStep = (step: ListingSectionStep) => async (values: unknown) => {
    const result = await run({
      path: buildAdminListingStepPath(listing.id, step),
      method: 'PUT',
      body: values,
    });
    if (!result.ok) throw result.error;
    setEditing(null);
  };
  return (
    <section aria-labelledby="listing-fields-title">
      <h2 id="listing-fields-title">Details</h2>
      {steps.map((step) => {
        const StepForm = STEP_FORMS[step];
        const editLabel = `Edit ${LISTING_STEP_LABELS[step].toLowerCase()}`;
        return (
          <div key={step} className={modelStyles.step}>
            <div className={modelStyles.stepHeader}>
              <h3>{LISTING_STEP_LABELS[step]}</h3>
              {editing === step ? null : (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setEditing(step)}
                >
                  {editLabel}
                </button>
              )}
            </div>
            {editing === step ? (
              <section aria-label={editLabel} className={modelStyles.panel}>
                <StepForm
                  listing={listing}
                  save={saveStep(step)}
                  submitLabel={`Save ${step}`}
                  onCancel={() => setEditing(null)}
                />
              </section>
            ) : (
              <dl className={modelStyles.fields}>
                {fieldsOf(listing, step).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        );
      })}
    </section>
  );
}
