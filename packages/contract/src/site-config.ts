/** GET: the public settings the web app needs at run time (map tiles; later the Google client id). */
export const SITE_CONFIG_PATH = '/api/site-config';

/** docs/product/limits-and-messages.md: map marker clustering, grid 60 px, at least 2 points to a cluster. */
export const MAP_CLUSTER_RADIUS_PX = 60;
export const MAP_CLUSTER_MIN_POINTS = 2;
