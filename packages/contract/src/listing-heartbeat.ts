// Apart from listing.ts: the heartbeat runs in the layout of every page, whose code should not
// carry the whole listing editor's rules (the home page's 150 KB budget, decision 045).

/** The advertiser's own API (docs/product/api.md). */
export const MODEL_API_PREFIX = '/api/model';
/** POST: the signed-in advertiser has the site open (about once a minute). */
export const MODEL_HEARTBEAT_PATH = `${MODEL_API_PREFIX}/heartbeat` as const;
/** The heartbeat (docs/product/listings-and-moderation.md): once a minute while the tab is visible. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
