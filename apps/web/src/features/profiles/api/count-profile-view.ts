import { VIEWED_PROFILES_STORAGE_KEY, buildModelViewApiPath } from '@app/contract';
import { HttpError, fetchJson } from '../../../lib/http';
import { logError } from '../../../lib/log';

/** Session storage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The listing ids already counted in this browser session. */
export function readViewedProfileIds(storage: Storage | null): number[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VIEWED_PROFILES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function writeViewedProfileIds(storage: Storage | null, ids: readonly number[]): void {
  if (!storage) return;
  try {
    storage.setItem(VIEWED_PROFILES_STORAGE_KEY, JSON.stringify(ids));
  } catch (error) {
    // A full or refused storage only means a repeat view may be counted; the server also
    // ignores repeats from one address for a while.
    logError('profile views', error);
  }
}

/**
 * Counts one view of a listing, once per visitor session: POST /api/models/:id/views unless
 * the id is already in session storage. The id is recorded before the request goes out, so
 * a page that renders twice (React's StrictMode, a quick back and forward) still counts once.
 * The request outlives the page (`keepalive`): a reload or a link followed at once neither
 * cancels it nor counts again. If the server refuses it the mark is taken back so a later
 * visit can count; a request that got no answer keeps the mark, since the server may have
 * counted it. Answers whether a request was sent.
 */
export async function countProfileViewOnce(
  id: number,
  storage: Storage | null = sessionStorageOrNull(),
): Promise<boolean> {
  const viewed = readViewedProfileIds(storage);
  if (viewed.includes(id)) return false;
  writeViewedProfileIds(storage, [...viewed, id]);
  try {
    await fetchJson<null>(buildModelViewApiPath(id), { init: { method: 'POST', keepalive: true } });
  } catch (error) {
    logError('profile views', error);
    if (!(error instanceof HttpError)) return true;
    writeViewedProfileIds(
      storage,
      readViewedProfileIds(storage).filter((viewedId) => viewedId !== id),
    );
  }
  return true;
}
