import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localitiesQueryOptions, type LocalityAnswerItem } from '../lib/localities';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before the server is asked, so one word is one request. */
const DEBOUNCE_MS = 250;
/** Fewer characters match too much of Australia to be useful. */
const MIN_QUERY_LENGTH = 2;
const NONE: readonly never[] = [];

/**
 * The server's places for what a location box holds, read by `select`, once the typing has
 * settled: none while the box's list is closed or the words are too short. The last answer
 * stays while the next one loads, so the list does not blink.
 */
export function useLocalitySuggestions<Item>(
  text: string,
  isOpen: boolean,
  select: (items: readonly LocalityAnswerItem[]) => Item[],
): readonly Item[] {
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const canAsk = isOpen && query.length >= MIN_QUERY_LENGTH;
  const places = useQuery({
    ...localitiesQueryOptions(query),
    select,
    enabled: canAsk,
    placeholderData: keepPreviousData,
  });
  return canAsk ? (places.data ?? NONE) : NONE;
}
