import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The built-in basemap's layers, ready for L.geoJSON (decision 019). */
export interface Basemap {
  /** Australia's states and territories, filled as land. */
  readonly states: FeatureCollection;
  /** The nearby countries, filled more faintly, so the coast does not end in an empty sea. */
  readonly neighbours: FeatureCollection;
  /** The borders between states: arcs shared by two of them. */
  readonly stateBorders: MultiLineString;
  /** Australia's coast: arcs of one state only. */
  readonly coastline: MultiLineString;
}

/** Natural Earth is in the public domain; the credit is a courtesy and tells where the map comes from. */
export const BASEMAP_ATTRIBUTION = 'Map data: Natural Earth';

type BasemapTopology = Topology<{ states: GeometryCollection; neighbours: GeometryCollection }>;

/**
 * Loads the packaged basemap (scripts/build-basemap.mjs makes it, about 21 KiB gzipped): its
 * own chunk, fetched from this site only when a map is drawn without a tile server.
 */
export async function loadBasemap(): Promise<Basemap> {
  const { default: topology } = await import('../assets/australia-basemap.topo.json');
  return basemapOf(topology as unknown as BasemapTopology);
}

/** One topology, so each shared border is one arc: meshes draw every line exactly once. */
export function basemapOf(topology: BasemapTopology): Basemap {
  const { states, neighbours } = topology.objects;
  return {
    states: feature(topology, states),
    neighbours: feature(topology, neighbours),
    stateBorders: mesh(topology, states, (a, b) => a !== b),
    coastline: mesh(topology, states, (a, b) => a === b),
  };
}
