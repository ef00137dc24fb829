import { SearchModelsQuerySchema } from '@app/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toSearchQuery, type AdvancedSearchValues } from './advanced-filters';

/** The API's parameter an issue names → the form field that holds it. */
const FIELD_OF_PARAM: Record<string, keyof AdvancedSearchValues> = {
  state: 'state',
  city: 'place',
  suburb: 'place',
  gender: 'gender',
  account_type: 'account_type',
  escort_type: 'escort_type',
  min_age: 'min_age',
  max_age: 'max_age',
  verified: 'verified',
  online: 'online',
  min_price: 'min_price',
  max_price: 'max_price',
  incall: 'incall',
  outcall: 'outcall',
  language: 'language',
  available_today: 'available_today',
  touring_soon: 'touring_soon',
  sort: 'sort',
};

/**
 * Checks the form with the API's own schema (SearchModelsQuerySchema), so the browser shows
 * the very message the server would answer with 400: the age range, place characters, options.
 */
export const advancedSearchResolver: Resolver<AdvancedSearchValues> = (values) => {
  const result = SearchModelsQuerySchema.safeParse(toSearchQuery(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<AdvancedSearchValues> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF_PARAM[String(issue.path[0] ?? '')];
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
