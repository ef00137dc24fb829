import { describe, expect, it } from 'vitest';
import { makeSearchItem } from '../../../test/factories';
import {
  CLUSTER_MAX_ZOOM,
  boundsOfListings,
  buildClusterIndex,
  isClusterFeature,
  toListingPoints,
} from './map-clusters';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('listing clusters', () => {
  const sydney = [
    makeSearchItem({ lat: -33.87, lng: 151.21 }),
    makeSearchItem({ lat: -33.88, lng: 151.2 }),
    makeSearchItem({ lat: -33.86, lng: 151.22 }),
  ];
  const perth = makeSearchItem({ lat: -31.95, lng: 115.86 });
  const unplaced = makeSearchItem({ lat: null, lng: null });

  it('leaves listings without a position off the map', () => {
    expect(toListingPoints([...sydney, unplaced])).toHaveLength(3);
  });

  it('groups nearby listings into one cluster at country zoom and keeps a lone one apart', () => {
    const features = buildClusterIndex([...sydney, perth, unplaced]).getClusters(WORLD, 4);
    const clusters = features.filter(isClusterFeature);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.properties.point_count).toBe(3);
    expect(features.filter((feature) => !isClusterFeature(feature))).toHaveLength(1);
  });

  it('splits a cluster when zoomed in past its expansion zoom', () => {
    const index = buildClusterIndex(sydney);
    const [cluster] = index.getClusters(WORLD, 4).filter(isClusterFeature);
    const zoom = index.getClusterExpansionZoom(cluster!.properties.cluster_id);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    expect(index.getClusters(WORLD, zoom).length).toBeGreaterThan(1);
  });

  it('never makes a cluster of a single listing (minimum 2)', () => {
    const features = buildClusterIndex([perth]).getClusters(WORLD, 2);
    expect(features.filter(isClusterFeature)).toHaveLength(0);
  });

  it('frames every placed listing', () => {
    expect(boundsOfListings([...sydney, perth, unplaced])).toEqual([
      115.86, -33.88, 151.22, -31.95,
    ]);
    expect(boundsOfListings([unplaced])).toBeNull();
  });
});
