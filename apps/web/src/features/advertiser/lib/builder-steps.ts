import {
  LISTING_OPTIONAL_STEPS,
  LISTING_STEPS,
  type ListingStep,
  type OwnListing,
} from '@app/contract';
import { ROUTES } from '../../../lib/route-paths';

/** The builder's route (docs/product/routes-and-screens.md) and its `?step=` parameter. */
export const BUILDER_PATH = ROUTES.addProfile;
export const DASHBOARD_PATH = ROUTES.modelDashboard;
export const MODEL_SIGN_IN_PATH = ROUTES.modelLogin;
export const STEP_PARAM = 'step';
/** `?return=dashboard`: a section opened from the dashboard goes back there once saved. */
export const RETURN_PARAM = 'return';
export const RETURN_TO_DASHBOARD = 'dashboard';

export function buildBuilderStepPath(
  step: ListingStep,
  options: { readonly returnToDashboard?: boolean } = {},
): string {
  const params = new URLSearchParams({ [STEP_PARAM]: step });
  if (options.returnToDashboard) params.set(RETURN_PARAM, RETURN_TO_DASHBOARD);
  return `${BUILDER_PATH}?${params.toString()}`;
}

export function isListingStep(value: unknown): value is ListingStep {
  return typeof value === 'string' && (LISTING_STEPS as readonly string[]).includes(value);
}

function isRequiredStep(step: ListingStep): boolean {
  return step !== 'review' && !LISTING_OPTIONAL_STEPS.includes(step);
}

/** The required steps of the listing not yet complete, in order. */
export function missingSteps(listing: Pick<OwnListing, 'completed_steps'>): ListingStep[] {
  const done = new Set(listing.completed_steps);
  return LISTING_STEPS.filter((step) => isRequiredStep(step) && !done.has(step));
}

/** Where the builder resumes: the first required step not yet complete (review once all are). */
export function firstIncompleteStep(listing: OwnListing | null | undefined): ListingStep {
  if (!listing) return 'basics';
  return missingSteps(listing)[0] ?? 'review';
}

export function nextStep(step: ListingStep): ListingStep {
  const index = LISTING_STEPS.indexOf(step);
  return LISTING_STEPS[Math.min(index + 1, LISTING_STEPS.length - 1)] ?? 'review';
}

/**
 * The step to show: the one asked for when the advertiser may be there (a completed step, or
 * the first incomplete one), else where the draft resumes. Without a listing only basics exists.
 */
export function resolveStep(asked: string | null, listing: OwnListing | null): ListingStep {
  const resume = firstIncompleteStep(listing);
  if (!listing || !isListingStep(asked)) return resume;
  return canOpenStep(asked, listing) ? asked : resume;
}

/**
 * A completed step, the resume step, review once every section is saved, and an optional step
 * (tours) once every required step before it is.
 */
export function canOpenStep(step: ListingStep, listing: OwnListing | null): boolean {
  if (!listing) return step === 'basics';
  if (listing.completed_steps.includes(step) || step === firstIncompleteStep(listing)) return true;
  const position = LISTING_STEPS.indexOf(step);
  return (
    LISTING_OPTIONAL_STEPS.includes(step) &&
    missingSteps(listing).every((missing) => LISTING_STEPS.indexOf(missing) > position)
  );
}
