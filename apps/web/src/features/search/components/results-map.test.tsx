import type { SiteConfigResponse } from '@app/contract';
import { waitFor } from '@testing-library/react';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSearchItem, requestUrl } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import ResultsMap from './results-map';

/** GET /api/site-config answers `config`; any other request fails the test. */
function serveSiteConfig(config: SiteConfigResponse) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = requestUrl(input);
    if (url.includes('/api/site-config')) return jsonResponse(config);
    throw new Error(`unexpected request: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderMap() {
  const items = [makeSearchItem({ name: 'Ava' })];
  return renderWithProviders(<ResultsMap items={items} searchKey="sydney" />);
}

describe('ResultsMap', () => {
  it('draws the built-in basemap of Australia and asks no tile server when none is configured', async () => {
    serveSiteConfig({ map_tile_url: null, map_attribution: null, google_client_id: null });
    const tileLayer = vi.spyOn(L, 'tileLayer');
    const { container } = renderMap();

    // Australia's 10 states, territories and island groups, its 7 neighbours, the state
    // borders and the coast: 19 vector shapes, no images.
    await waitFor(() =>
      expect(container.querySelectorAll('.leaflet-overlay-pane path').length).toBe(19),
    );
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Natural Earth',
    );
    expect(container.querySelectorAll('.leaflet-tile-pane img')).toHaveLength(0);
    expect(tileLayer).not.toHaveBeenCalled();
  });

  it("draws the operator's tiles, with their credit, and no basemap when MAP_TILE_URL is set", async () => {
    serveSiteConfig({
      map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      map_attribution: '© Example Tiles',
      google_client_id: null,
    });
    const tileLayer = vi.spyOn(L, 'tileLayer');
    const { container } = renderMap();

    await waitFor(() =>
      expect(tileLayer).toHaveBeenCalledWith(
        'https://tiles.example.com/{z}/{x}/{y}.png',
        expect.objectContaining({ attribution: '© Example Tiles' }),
      ),
    );
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      '© Example Tiles',
    );
    expect(container.querySelector('.leaflet-control-attribution')).not.toHaveTextContent(
      'Natural Earth',
    );
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(0);
  });
});
