import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('works with nothing set, with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seedDemo: true,
      env: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.adminEmail).toBe('admin@localhost');
  });

  it('names no map tile server unless MAP_TILE_URL is set (the built-in basemap needs none)', () => {
    expect(loadConfig({})).toMatchObject({ mapTileUrl: undefined, mapTileAttribution: undefined });
    expect(loadConfig({ MAP_TILE_URL: ' ', MAP_TILE_ATTRIBUTION: '' }).mapTileUrl).toBeUndefined();
    expect(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }).mapTileUrl,
    ).toBe('https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: must be a tile URL template starting with https:\/\/ or http:\/\//,
    );
  });

  it('reads ADMIN_EMAIL and MAP_TILE_ATTRIBUTION, empty values counting as unset', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' owner@example.com.au ',
      MAP_TILE_ATTRIBUTION: '© Example Tiles',
    });
    expect(config.adminEmail).toBe('owner@example.com.au');
    expect(config.mapTileAttribution).toBe('© Example Tiles');
    expect(loadConfig({ ADMIN_EMAIL: '', MAP_TILE_ATTRIBUTION: '' })).toMatchObject({
      adminEmail: 'admin@localhost',
      mapTileAttribution: undefined,
    });
  });

  it.each(['not-an-address', 'two@at@example.com', 'a@b.com\r\nBcc: x@y.com', 'Name <a@b.com>'])(
    'refuses ADMIN_EMAIL=%j',
    (value) => {
      expect(() => loadConfig({ ADMIN_EMAIL: value })).toThrow(
        /ADMIN_EMAIL: must be an e-mail address/,
      );
    },
  );

  it('names every bad variable with a clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: must be a port number');
    expect(problems).toContain(
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    );
    expect(problems).toContain('SEED_DEMO: must be true or false');
    expect(problems).toContain('JWT_SECRET: must be at least 32 characters long');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
  });

  it('trusts a proxy only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads SEED_DEMO=false and trims PUBLIC_URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://example.com/' });
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://example.com');
  });
});
