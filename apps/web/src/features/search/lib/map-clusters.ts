import { MAP_CLUSTER_MIN_POINTS, MAP_CLUSTER_RADIUS_PX, type SearchModelItem } from '@app/contract';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';

/** Past this zoom listings are never grouped; a group still there shares one spot (one suburb). */
export const CLUSTER_MAX_ZOOM = 16;

export interface ListingPoint {
  readonly item: SearchModelItem;
}

export type ClusterIndex = Supercluster<ListingPoint>;
export type MapFeature = ReturnType<ClusterIndex['getClusters']>[number];
/** [west, south, east, north] in degrees. */
export type Bbox = [number, number, number, number];

/** Listings as map points; those without a position (no suburb on record) are left off. */
export function toListingPoints(items: readonly SearchModelItem[]): PointFeature<ListingPoint>[] {
  return items.flatMap((item) =>
    typeof item.lat === 'number' && typeof item.lng === 'number'
      ? [
          {
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: [item.lng, item.lat] },
            properties: { item },
          },
        ]
      : [],
  );
}

/** docs/product/limits-and-messages.md: clusters gather listings within 60 px, at least 2 to a cluster. */
export function buildClusterIndex(items: readonly SearchModelItem[]): ClusterIndex {
  const index = new Supercluster<ListingPoint>({
    radius: MAP_CLUSTER_RADIUS_PX,
    minPoints: MAP_CLUSTER_MIN_POINTS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(toListingPoints(items));
  return index;
}

export function isClusterFeature(feature: MapFeature): feature is ClusterFeature<AnyProps> {
  return 'cluster' in feature.properties && feature.properties.cluster === true;
}

/** The box around every listing with a position, or null when none has one. */
export function boundsOfListings(items: readonly SearchModelItem[]): Bbox | null {
  const points = toListingPoints(items);
  if (points.length === 0) return null;
  const box: Bbox = [180, 90, -180, -90];
  for (const { geometry } of points) {
    const [lng, lat] = geometry.coordinates as [number, number];
    box[0] = Math.min(box[0], lng);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lng);
    box[3] = Math.max(box[3], lat);
  }
  return box;
}
