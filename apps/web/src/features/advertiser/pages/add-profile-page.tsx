import {
  LISTING_MESSAGES,
  LISTING_STEP_LABELS,
  type ListingStep,
  type OwnListing,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { useModelMe } from '../api/model-me';
import { useOwnListing } from '../api/own-listing';
import { advertiserKeys } from '../api/query-keys';
import { AboutStep, BasicsStep, LocationStep, RatesStep } from '../../../components/listing-steps';
import type { StepFormProps } from '../../../components/listing-steps';
import { BuilderProgress } from '../components/builder-progress';
import { PhotosStep } from '../components/photos-step';
import { ReviewStep } from '../components/review-step';
import { ToursStep } from '../components/tours-step';
import {
  DASHBOARD_PATH,
  RETURN_PARAM,
  RETURN_TO_DASHBOARD,
  STEP_PARAM,
  buildBuilderStepPath,
  nextStep,
  resolveStep,
} from '../lib/builder-steps';
import { useStepSave, type StepSave } from '../lib/use-step-save';
import styles from './advertiser-page.module.css';

const LEAVE_WITHOUT_SAVING =
  'You have changes on this step that are not saved. Leave without saving?';

/**
 * /addaprofile: the listing builder. It resumes from the server's listing on any device (the
 * first step not yet complete), saves a draft at every step and keeps the step in ?step=, so
 * Back, reload and the dashboard's Edit links all land on the right form. The router's
 * `RequireRole` keeps it to a model session.
 */
export default function AddProfilePage() {
  useDocumentTitle('Add a Profile');
  const me = useModelMe();
  const listingId = me.data?.listing_id ?? null;
  const listing = useOwnListing(listingId);

  if (me.isError || listing.isError) {
    return (
      <section className={styles.page}>
        <h1 className="page__title">Add a Profile</h1>
        <LoadFailed
          message="Your listing could not be loaded just now."
          onRetry={() => void (me.isError ? me.refetch() : listing.refetch())}
        />
      </section>
    );
  }
  if (!me.data || (listingId !== null && !listing.data)) {
    return <Spinner label="Loading your listing…" />;
  }
  return <BuilderSteps listing={listing.data ?? null} />;
}

function BuilderSteps({ listing }: { readonly listing: OwnListing | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = resolveStep(params.get(STEP_PARAM), listing);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  // Unsaved typing is not thrown away by a click on the step list or a header link.
  const hasUnsavedChanges = useUnsavedChangesGuard(LEAVE_WITHOUT_SAVING);
  const onDirtyChange = useCallback(
    (isDirty: boolean) => {
      hasUnsavedChanges.current = isDirty;
    },
    [hasUnsavedChanges],
  );

  function goTo(next: ListingStep) {
    void navigate(buildBuilderStepPath(next));
  }

  const returnsToDashboard = params.get(RETURN_PARAM) === RETURN_TO_DASHBOARD;

  /** After a step: back to the dashboard when it was opened from there, else the next step. */
  function continueFrom(from: ListingStep) {
    if (returnsToDashboard) void navigate(DASHBOARD_PATH);
    else goTo(nextStep(from));
  }

  function handleSaved(saved: OwnListing) {
    hasUnsavedChanges.current = false;
    queryClient.setQueryData(advertiserKeys.listing(saved.id), saved);
    // Rates go public at once; any other change to a public listing waits for review.
    const waits = saved.pending_changes !== null && step !== 'rates';
    toast.success(waits ? LISTING_MESSAGES.changesWaiting : LISTING_MESSAGES.saved, {
      autoClose: waits ? 5000 : 1500,
    });
    continueFrom(step);
  }

  const submitLabel = returnsToDashboard ? 'Save and return to dashboard' : undefined;
  const saveStep = useStepSave(listing?.id ?? null, handleSaved);

  return (
    <section className={styles.page} aria-labelledby="builder-title">
      <header className={styles.header}>
        <p className={styles.kicker}>Add a Profile</p>
        <h1 id="builder-title" ref={headingRef} tabIndex={-1} className="page__title">
          {LISTING_STEP_LABELS[step]}
        </h1>
      </header>
      <BuilderProgress current={step} listing={listing} />
      {listing ? <ReviewNotice listing={listing} step={step} /> : null}
      <div className={styles.body}>
        <StepBody
          step={step}
          listing={listing}
          saveStep={saveStep}
          formProps={{ submitLabel, onDirtyChange }}
          continueFrom={continueFrom}
        />
      </div>
    </section>
  );
}

interface StepBodyProps {
  readonly step: ListingStep;
  readonly listing: OwnListing | null;
  readonly saveStep: StepSave;
  /** What every section form takes from the builder. */
  readonly formProps: Pick<StepFormProps<unknown>, 'submitLabel' | 'onDirtyChange'>;
  readonly continueFrom: (step: ListingStep) => void;
}

/** The open step's form; every step but basics needs the listing the basics step created. */
function StepBody({ step, listing, saveStep, formProps, continueFrom }: StepBodyProps) {
  if (step === 'basics') {
    return <BasicsStep listing={listing} save={saveStep('basics')} {...formProps} />;
  }
  if (!listing) return null;
  switch (step) {
    case 'location':
      return <LocationStep listing={listing} save={saveStep('location')} {...formProps} />;
    case 'about':
      return <AboutStep listing={listing} save={saveStep('about')} {...formProps} />;
    case 'photos':
      return <PhotosStep listing={listing} onContinue={() => continueFrom('photos')} />;
    case 'rates':
      return <RatesStep listing={listing} save={saveStep('rates')} {...formProps} />;
    case 'tours':
      return <ToursStep listing={listing} onContinue={() => continueFrom('tours')} />;
    case 'review':
      return <ReviewStep listing={listing} />;
  }
}

/**
 * What saving does to a public listing: the change waits for review, and a new age or photo
 * costs the Verified badge (said before she saves, not after).
 */
function ReviewNotice({
  listing,
  step,
}: {
  readonly listing: OwnListing;
  readonly step: ListingStep;
}) {
  const isPublic = listing.status === 'live' || listing.status === 'paused';
  if (!isPublic || step === 'rates' || step === 'review') return null;
  const costsBadge = listing.verified_at !== null && (step === 'basics' || step === 'photos');
  return (
    <p role="note" className={styles.notice}>
      Changes to your live listing are checked by our team before they show; until then visitors see
      it as it was.
      {costsBadge ? ` ${LISTING_MESSAGES.badgeAtRisk}` : ''}
    </p>
  );
}
