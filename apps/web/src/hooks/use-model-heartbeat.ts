import { HEARTBEAT_INTERVAL_MS, MODEL_HEARTBEAT_PATH } from '@app/contract';
import { useEffect } from 'react';
import { apiRequest, isUnauthorized } from '../lib/api-client';
import { logError } from '../lib/log';
import { readToken, useSession } from '../lib/session';

/** One beat: the server marks the advertiser online. A failure is only logged. */
function sendHeartbeat(): void {
  apiRequest<unknown>(MODEL_HEARTBEAT_PATH, { method: 'POST' }).catch((error: unknown) => {
    // A 401 has ended the session, which stops the beats: nothing went wrong.
    if (!isUnauthorized(error)) logError('model heartbeat', error);
  });
}

/**
 * Online status (docs/product/listings-and-moderation.md#online-status-and-badges): while a model is signed in and the tab is visible, tell the server
 * once on load and then every HEARTBEAT_INTERVAL_MS; `Active Now` and `Recently online` come
 * from these beats. A hidden tab sends nothing (the advertiser is not looking), and showing it
 * again beats at once, so the status catches up without waiting a whole interval. A 401 ends
 * the session in the API client, which stops the beats. Mounted once, in the root layout.
 */
export function useModelHeartbeat(): void {
  const isSignedInModel = useSession((session) => session.isLogging && session.role === 'model');

  useEffect(() => {
    // Without a stored token there is nobody to report; the pages that need one handle that.
    if (!isSignedInModel || !readToken()) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;

    function start() {
      if (timer !== undefined) return;
      sendHeartbeat();
      timer = setInterval(sendHeartbeat, HEARTBEAT_INTERVAL_MS);
    }
    function stop() {
      clearInterval(timer);
      timer = undefined;
    }
    function followVisibility() {
      if (document.visibilityState === 'hidden') stop();
      else start();
    }

    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      stop();
    };
  }, [isSignedInModel]);
}
