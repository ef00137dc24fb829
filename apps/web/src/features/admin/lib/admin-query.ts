import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ParamValue = string | number | boolean | null | undefined;

/**
 * A copy of `current` with `changes` applied: a value sets its parameter, and an empty,
 * null or undefined one removes it, so the URL (and the server) see only the filters set.
 */
export function withSearchParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, ParamValue>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The page of a list that `?page=` names: 1 when it is missing or not a page number. */
export function readPageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The trimmed text of each named field of a submitted filter form. */
export function readFormFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => [name, String(data.get(name) ?? '').trim()]),
  ) as Record<Name, string>;
}

/** `?a=1&b=x` for an admin list call from its filters, empty ones left out. */
export function buildAdminQuery(
  path: string,
  params: Readonly<Record<string, ParamValue>>,
): string {
  const text = withSearchParams(new URLSearchParams(), params).toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query of one page of an admin list, GET `path` with `params`: the old page stays on
 * screen while the next one loads, so the table does not jump to a spinner.
 */
export function adminPageQuery<Page>(
  queryKey: QueryKey,
  path: string,
  params: Readonly<Record<string, ParamValue>>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<Page>(buildAdminQuery(path, params), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One row of an admin list (answers `{ data }`), read once its path is known. */
export function adminItemQuery<Item>(queryKey: QueryKey, path: string | undefined) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await apiRequest<{ data: Item }>(path!, { signal })).data,
    enabled: path !== undefined,
  });
}

/** The query keys of an admin list and of its rows: invalidating `all` refreshes both. */
export function adminListKeys<Filters>(resource: string) {
  const all = ['admin', resource] as const;
  return {
    all,
    list: (filters: Filters) => [...all, 'list', filters] as const,
    one: (id: number) => [...all, 'one', id] as const,
  };
}
