import { useSearchParams } from 'react-router';
import { withSearchParams, type ParamValue } from './admin-query';

/**
 * The URL parameters of an admin list (so reload and Back keep its filters and page), and
 * its two moves: new filters start again from page 1, another page keeps the filters.
 */
export function useAdminListParams() {
  const [params, setParams] = useSearchParams();

  const applyFilters = (changes: Readonly<Record<string, ParamValue>>) =>
    setParams((current) => withSearchParams(current, { ...changes, page: null }));

  const goToPage = (page: number) =>
    setParams((current) => withSearchParams(current, { page: page > 1 ? page : null }));

  return { params, setParams, applyFilters, goToPage };
}
