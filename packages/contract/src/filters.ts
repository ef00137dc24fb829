/** Filter options of docs/product/search-and-ranking.md, label to value, in the order the dropdowns show them. */
export interface FilterOption {
  readonly label: string;
  readonly value: string;
}

export const GENDER_OPTIONS = [
  { label: 'All', value: 'All' },
  { label: 'male', value: 'male' },
  { label: 'female', value: 'female' },
  // Spelt so on purpose (docs/product/limits-and-messages.md); the value is what listings store and the API matches.
  { label: 'Transexual/Trasgender', value: 'Transexual/Trasgender' },
] as const satisfies readonly FilterOption[];

export const ACCOUNT_TYPE_OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Escort', value: 'Escort' },
  { label: 'BDSM', value: 'BDSM' },
  { label: 'BodyRub', value: 'BodyRub' },
  { label: 'Strip Dance', value: 'StripsDance' },
] as const satisfies readonly FilterOption[];

export const CATEGORY_OPTIONS = [
  { label: 'All', value: 'all' },
  { label: 'Strip Dance', value: 'StripsDance' },
  { label: 'Independents', value: 'Independents' },
] as const satisfies readonly FilterOption[];

type ValueOf<T extends readonly FilterOption[]> = Exclude<T[number]['value'], 'All' | 'all'>;
export type Gender = ValueOf<typeof GENDER_OPTIONS>;
export type AccountType = ValueOf<typeof ACCOUNT_TYPE_OPTIONS>;
export type Category = ValueOf<typeof CATEGORY_OPTIONS>;

export const GENDERS = valuesOf(GENDER_OPTIONS) as readonly Gender[];
export const ACCOUNT_TYPES = valuesOf(ACCOUNT_TYPE_OPTIONS) as readonly AccountType[];
export const CATEGORIES = valuesOf(CATEGORY_OPTIONS) as readonly Category[];

function valuesOf(options: readonly FilterOption[]): string[] {
  return options.map((option) => option.value).filter((value) => !isAllValue(value));
}

/** `All`, `all` and the empty string all mean "no filter" (docs/product/search-and-ranking.md#filters). */
export function isAllValue(value: string | undefined | null): boolean {
  return value == null || value.trim() === '' || value.trim().toLowerCase() === 'all';
}

/** Finds the canonical value for what a visitor typed, ignoring case; undefined when unknown. */
export function findOptionValue<T extends string>(
  values: readonly T[],
  input: string,
): T | undefined {
  const wanted = input.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted);
}
