/**
 * For faults that repeat on every request or poll while they last (a database or a store that
 * is down, load being shed): counts each occurrence and says when to log, at most once per
 * `intervalMs`. `note()` answers the count since the last log line when one is due, else
 * undefined, so an outage is a line every few seconds with a count, not a flood.
 */
export function createLogThrottle(intervalMs: number): { note(): number | undefined } {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let since = 0;
  return {
    note() {
      since += 1;
      const now = Date.now();
      if (now - lastLoggedAt < intervalMs) return undefined;
      lastLoggedAt = now;
      const count = since;
      since = 0;
      return count;
    },
  };
}
