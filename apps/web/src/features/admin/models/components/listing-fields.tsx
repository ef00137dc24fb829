import {
  CONTACT_PREFERENCE_LABELS,
  LISTING_STEP_LABELS,
  WEEK_DAY_LABELS,
  type AdminListing,
  type ListingSectionStep,
} from '@app/contract';
import { useState, type ComponentType, type ReactNode } from 'react';
import { RichText } from '../../../../components/ui/rich-text';
import type { RunListingAction } from '../lib/run-action';
import modelStyles from './models.module.css';
import {
  AboutEditForm,
  BasicsEditForm,
  LocationEditForm,
  RatesEditForm,
  type StepEditProps,
} from './step-edit-forms';

const EDIT_FORMS: Record<ListingSectionStep, ComponentType<StepEditProps>> = {
  basics: BasicsEditForm,
  location: LocationEditForm,
  about: AboutEditForm,
  rates: RatesEditForm,
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
        ['Contact preference', CONTACT_PREFERENCE_LABELS[listing.contact_preference]],
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
  readonly isBusy: boolean;
  readonly run: RunListingAction;
}

/** Every field by builder step, each step editable with the advertiser's rules. */
export function ListingFields({ listing, isBusy, run }: ListingFieldsProps) {
  const [editing, setEditing] = useState<ListingSectionStep | null>(null);
  const steps = Object.keys(EDIT_FORMS) as ListingSectionStep[];
  return (
    <section aria-labelledby="listing-fields-title">
      <h2 id="listing-fields-title">Details</h2>
      {steps.map((step) => {
        const EditForm = EDIT_FORMS[step];
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
                  Edit {LISTING_STEP_LABELS[step].toLowerCase()}
                </button>
              )}
            </div>
            {editing === step ? (
              <EditForm
                listing={listing}
                isBusy={isBusy}
                run={run}
                onDone={() => setEditing(null)}
              />
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
