import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_PATH, SiteConfigResponseSchema } from '@app/contract';
import { loadConfig } from '../../platform/config/config.js';
import { siteConfigRoutes } from './site-config.routes.js';

/** The route alone, on the configuration the environment gives: it reads no database. */
async function siteConfigWith(env: NodeJS.ProcessEnv) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(siteConfigRoutes, { config: loadConfig({ NODE_ENV: 'test', ...env }) });
  const response = await app.inject({ method: 'GET', url: SITE_CONFIG_PATH });
  await app.close();
  return response;
}

describe('GET /api/site-config', () => {
  it('names no tile server by default, so the map draws its built-in basemap', async () => {
    const response = await siteConfigWith({});

    expect(response.statusCode).toBe(200);
    expect(SiteConfigResponseSchema.parse(response.json())).toEqual({
      map_tile_url: null,
      map_attribution: null,
      google_client_id: null,
    });
  });

  it("answers the operator's tile URL, attribution and Google client id", async () => {
    const response = await siteConfigWith({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Tiles',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
    });

    expect(response.json()).toEqual({
      map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      map_attribution: '© Example Tiles',
      google_client_id: 'abc.apps.googleusercontent.com',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
