import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_SENDER_NAME } from '@app/contract';
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

  it('takes MAIL_FROM bare or with a name, and a neutral MAIL_ACCOUNT_SENDER by default', () => {
    for (const value of [
      'team@example.com',
      'Site Team <team@example.com>',
      '"Site, Inc" <t@x.au>',
    ]) {
      expect(loadConfig({ MAIL_FROM: value }).mailFrom).toBe(value);
    }
    expect(loadConfig({}).mailAccountFromName).toBe(ACCOUNT_MAIL_SENDER_NAME);
    expect(loadConfig({ MAIL_ACCOUNT_SENDER: 'Members' }).mailAccountFromName).toBe('Members');
  });

  it.each([
    ['MAIL_FROM', 'a@example.com, b@example.com', /MAIL_FROM: must be one e-mail address/],
    ['MAIL_FROM', 'Site <a@example.com>\r\nBcc: b@example.com', /MAIL_FROM: must be one/],
    ['MAIL_FROM', '"Evil" <a@example.com>, <b@example.com>', /MAIL_FROM: must be one/],
    ['MAIL_ACCOUNT_SENDER', 'Notices\r\nBcc: b@example.com', /MAIL_ACCOUNT_SENDER: must be/],
  ])('refuses %s=%j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

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

  it('trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses TRUST_PROXY=true, which would trust every hop, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must not be true: that trusts every hop.*number of proxies in front of the server \(e\.g\. 1\) or their addresses \(e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1\)/,
      );
    }
  });

  it.each(['0.0.0.0/0', '10.0.0.1, 0.0.0.0/1', '::/0', '8.0.0.0/7'])(
    'refuses TRUST_PROXY=%j, a range wider than /8 that trusts clients as proxies, saying why',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must not name a range wider than \/8 .*any of them could choose its own address/,
      );
    },
  );

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.2.3', '::1/129', '11'])(
    'refuses TRUST_PROXY=%j with what it accepts',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be a number of proxy hops/,
      );
    },
  );

  it('reads SEED_DEMO=false and trims PUBLIC_URL to its origin', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://Example.com/' });
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://example.com');
  });

  it('defaults PUBLIC_URL to this server outside production, so npm start needs nothing set', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:8080');
  });

  it('requires PUBLIC_URL in production, named with JWT_SECRET when both are missing', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      'PUBLIC_URL: is required when NODE_ENV is production',
    );
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'JWT_SECRET: is required when NODE_ENV is production',
      'PUBLIC_URL: is required when NODE_ENV is production',
    ]);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret };
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://www.example.com.au' }).publicUrl).toBe(
      'https://www.example.com.au',
    );
  });

  it.each([
    'www.example.com',
    'ftp://example.com',
    'https://example.com/directory',
    'https://example.com/?x=1',
    'https://user:pass@example.com',
  ])('refuses PUBLIC_URL=%j: it must be an origin', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      /PUBLIC_URL: must be the origin the site is reached at/,
    );
  });
});
