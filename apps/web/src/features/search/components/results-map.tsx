import 'leaflet/dist/leaflet.css';
import {
  buildImageUrl,
  buildProfilePath,
  describeSearchTour,
  type SearchModelItem,
} from '@app/contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { BASEMAP_ATTRIBUTION, loadBasemap, type Basemap } from '../lib/basemap';
import {
  CLUSTER_MAX_ZOOM,
  boundsOfListings,
  buildClusterIndex,
  isClusterFeature,
  type Bbox,
  type ClusterIndex,
  type ListingPoint,
  type MapFeature,
} from '../lib/map-clusters';
import styles from './results-map.module.css';

/** Mainland Australia and Tasmania: the view before any listing is placed. */
const AUSTRALIA: L.LatLngBoundsExpression = [
  [-43.7, 113.1],
  [-10.6, 153.7],
];
const MAP_MAX_ZOOM = 18;
/** A single city's listings fill the map without zooming into one street. */
const FIT_MAX_ZOOM = 13;
/** How many listings a popup of one spot lists (the rest are a zoom or a scroll away in the list). */
const SPOT_POPUP_LIMIT = 20;

interface ResultsMapProps {
  readonly items: readonly SearchModelItem[];
  /** Changes with each new search; the map then frames the new listings. */
  readonly searchKey: string;
}

/**
 * The map beside the results: Leaflet over the built-in basemap of
 * Australia (decision 019: nothing is asked of another origin), or over the tile server an
 * operator names in MAP_TILE_URL (GET /api/site-config); listings as markers, grouped by supercluster and regrouped after every
 * move and zoom. A cluster zooms in; a listing's popup links to its profile. Markers are
 * div icons styled by this module's CSS (no image icons, nothing inline against the CSP).
 * Loaded lazily: Leaflet and supercluster are their own chunk, the basemap's data another.
 */
export default function ResultsMap({ items, searchKey }: ResultsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const navigate = useNavigate();
  const { data: config, isError: configFailed } = useSiteConfig();
  // Until the settings answer, neither is drawn: a tile server must not be replaced by a flash
  // of the basemap. Settings that fail to load leave the basemap, which needs nothing more.
  const tileUrl = config ? config.map_tile_url : configFailed ? null : undefined;
  const index = useMemo(() => buildClusterIndex(items), [items]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      maxZoom: MAP_MAX_ZOOM,
      // The page scrolls past the map; zoom with the buttons, a pinch or ctrl + wheel.
      scrollWheelZoom: false,
    });
    created.fitBounds(AUSTRALIA);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const tiles = L.tileLayer(tileUrl, {
      attribution: config?.map_attribution ?? undefined,
      maxZoom: MAP_MAX_ZOOM,
    }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [map, tileUrl, config?.map_attribution]);

  useEffect(() => {
    if (!map || tileUrl !== null) return;
    let layer: L.Layer | undefined;
    let cancelled = false;
    void loadBasemap().then((basemap) => {
      if (cancelled) return;
      layer = basemapLayer(basemap).addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, tileUrl]);

  // Frame the listings when a search's results arrive, not when Load more adds some, so the
  // view a visitor has panned to stays put.
  const framedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!map || framedKey.current === searchKey) return;
    const box = boundsOfListings(items);
    if (!box) return;
    framedKey.current = searchKey;
    map.fitBounds(toLatLngBounds(box), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
  }, [map, items, searchKey]);

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    // A popup that opens near the edge pans the map into view; regrouping after that pan would
    // remove its marker and so close the popup the visitor just opened.
    let isPopupPan = false;
    const notePopupPan = () => {
      isPopupPan = true;
    };
    const draw = () => {
      if (isPopupPan) {
        isPopupPan = false;
        return;
      }
      layer.clearLayers();
      for (const feature of index.getClusters(visibleBbox(map), Math.round(map.getZoom()))) {
        layer.addLayer(toMarker(feature, { map, index, navigate }));
      }
    };
    draw();
    map.on('moveend', draw); // fires after every pan and every zoom
    map.on('autopanstart', notePopupPan);
    return () => {
      map.off('moveend', draw);
      map.off('autopanstart', notePopupPan);
      layer.remove();
    };
  }, [map, index, navigate]);

  return (
    <div ref={containerRef} className={styles.map} role="region" aria-label="Map of the listings" />
  );
}

/**
 * The basemap as vector layers under the markers: land, the nearby countries, the state
 * borders and the coast, coloured by this module's CSS (dark, like the site). Not interactive:
 * clicks go through to the map and its markers.
 */
function basemapLayer({ states, neighbours, stateBorders, coastline }: Basemap): L.LayerGroup {
  const shape = (data: Parameters<typeof L.geoJSON>[0], className: string | undefined) =>
    L.geoJSON(data, { interactive: false, style: { className } });
  return L.layerGroup(
    [
      shape(neighbours, styles.neighbour),
      shape(states, styles.land),
      shape(stateBorders, styles.stateBorder),
      shape(coastline, styles.coast),
    ],
    { attribution: BASEMAP_ATTRIBUTION },
  );
}

interface MarkerContext {
  readonly map: L.Map;
  readonly index: ClusterIndex;
  readonly navigate: NavigateFunction;
}

function toMarker(feature: MapFeature, context: MarkerContext): L.Marker {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  if (isClusterFeature(feature)) {
    const { cluster_id: clusterId, point_count: count } = feature.properties;
    return clusterMarker(lat, lng, { clusterId, count }, context);
  }
  return listingMarker(lat, lng, (feature.properties as ListingPoint).item, context);
}

function clusterMarker(
  lat: number,
  lng: number,
  { clusterId, count }: { clusterId: number; count: number },
  { map, index, navigate }: MarkerContext,
): L.Marker {
  const size = count < 10 ? 36 : count < 50 ? 44 : 52;
  const expansionZoom = index.getClusterExpansionZoom(clusterId);
  // Listings that share one spot stay a cluster at every zoom: list them in a popup instead.
  const isOneSpot = expansionZoom > CLUSTER_MAX_ZOOM;
  const label = isOneSpot ? `${count} listings here` : `${count} listings, zoom in`;
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({
      // The number is what eyes see; the hidden words are the button's name for screen readers.
      html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${label}</span>`,
      className: styles.cluster,
      iconSize: [size, size],
    }),
    title: label,
    keyboard: true,
    riseOnHover: true,
  });
  if (isOneSpot) {
    const leaves = index.getLeaves(clusterId, SPOT_POPUP_LIMIT);
    bindListingPopup(marker, () =>
      spotPopup(
        leaves.map((leaf) => leaf.properties.item),
        navigate,
      ),
    );
    return marker;
  }
  const zoomIn = () => map.flyTo([lat, lng], Math.min(expansionZoom, MAP_MAX_ZOOM));
  marker.on('click', zoomIn);
  marker.on('keydown', (event) => {
    const { key } = (event as L.LeafletKeyboardEvent).originalEvent;
    if (key === 'Enter' || key === ' ') zoomIn();
  });
  return marker;
}

function listingMarker(
  lat: number,
  lng: number,
  item: SearchModelItem,
  { navigate }: MarkerContext,
): L.Marker {
  const marker = L.marker([lat, lng], {
    icon: L.divIcon({
      html: '<span></span>',
      className: item.active_now ? `${styles.pin} ${styles.pinActive}` : styles.pin,
      iconSize: [28, 28],
      iconAnchor: [14, 28],
      popupAnchor: [0, -26],
    }),
    title: `${item.name}, ${item.model.age}`,
    keyboard: true,
    riseOnHover: true,
  });
  bindListingPopup(marker, () => listingPopup(item, navigate));
  return marker;
}

/** A popup opened by click or Enter takes the focus to its first link, for keyboard visitors. */
function bindListingPopup(marker: L.Marker, build: () => HTMLElement): void {
  marker.bindPopup(build, { className: styles.popupFrame, minWidth: 200, maxWidth: 280 });
  marker.on('popupopen', (event) => {
    (event as L.PopupEvent).popup.getElement()?.querySelector('a')?.focus();
  });
}

/**
 * One listing: photo, name and age linking to the profile, where, and until when when it is
 * touring (a listing away on tour has no pin). Built with the DOM, never HTML text.
 */
function listingPopup(item: SearchModelItem, navigate: NavigateFunction): HTMLElement {
  const root = element('div', styles.popup);
  const link = profileLink(item, navigate, styles.popupLink);
  if (item.model.image_name) {
    const image = element('img', styles.popupImage) as HTMLImageElement;
    image.src = buildImageUrl(item.model.image_name);
    image.alt = '';
    image.width = 60;
    image.height = 80;
    link.prepend(image);
  }
  root.append(
    link,
    textElement(
      'p',
      styles.popupPlace,
      [item.model.suburb, item.profile.state].filter(Boolean).join(', '),
    ),
  );
  if (item.tour) root.append(textElement('p', styles.popupTour, describeSearchTour(item.tour)));
  return root;
}

/** Several listings at one spot: a short list of links. */
function spotPopup(items: readonly SearchModelItem[], navigate: NavigateFunction): HTMLElement {
  const root = element('div', styles.popup);
  const place = items[0]
    ? [items[0].model.suburb, items[0].profile.state].filter(Boolean).join(', ')
    : '';
  if (place) root.append(textElement('p', styles.popupPlace, place));
  const list = element('ul', styles.spotList);
  for (const item of items) {
    const entry = element('li', '');
    entry.append(profileLink(item, navigate, styles.spotLink));
    list.append(entry);
  }
  root.append(list);
  return root;
}

/** A real link (middle click, copy address) that moves within the app on a plain click. */
function profileLink(
  item: SearchModelItem,
  navigate: NavigateFunction,
  className: string | undefined,
): HTMLAnchorElement {
  const path = buildProfilePath(item.name, item.model.id, item.profile.state);
  const link = element('a', className) as HTMLAnchorElement;
  link.href = path;
  link.append(textElement('span', styles.popupName, `${item.name}, ${item.model.age}`));
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(path);
  });
  return link;
}

function element(tag: string, className: string | undefined): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}

function textElement(tag: string, className: string | undefined, text: string): HTMLElement {
  const node = element(tag, className);
  node.textContent = text;
  return node;
}

function visibleBbox(map: L.Map): Bbox {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

function toLatLngBounds([west, south, east, north]: Bbox): L.LatLngBounds {
  return L.latLngBounds([south, west], [north, east]);
}
