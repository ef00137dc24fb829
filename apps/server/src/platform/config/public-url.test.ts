import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_SIGNUP_API_PATH,
  FORGOT_PASSWORD_API_PATH,
  SEARCH_MODELS_PATH,
  SEARCH_PAGE_SIZE,
} from '@app/contract';
import { freshIp, useApiTest } from '../../test/api-test.js';
import { buildTestApp } from '../../test/test-app.js';
import { hashTestPassword } from '../../test/test-password-cost.js';
import { GOOD_PASSWORD, decodeQuotedPrintable, uniqueEmail } from '../../test/auth-helpers.js';
import { createCustomer, createListing } from '../../test/factories.js';

/**
 * Every absolute link the server writes (mail, canonical links, the
 * sitemap, robots.txt, next_page_url) is on PUBLIC_URL. Before, with default settings, a
 * forgot-password request with `Host: evil.example` mailed the owner a working reset link on
 * evil.example. The app here runs with the defaults (PUBLIC_URL unset: http://localhost:PORT).
 */
const PUBLIC_URL = 'http://localhost:3000';
const EVIL = 'evil.example';

// Behind one proxy, as in production: X-Forwarded-Host and -Proto would be believed if any
// code still read them.
const api = useApiTest({
  webDist: {
    'index.html':
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  },
  smtpSink: true,
  env: {
    TRUST_PROXY: '1',
  },
});

const HOSTILE_HEADERS = [
  { name: 'Host', headers: { host: EVIL } },
  {
    name: 'X-Forwarded-Host behind the trusted proxy',
    headers: {
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '1.2.3.4',
    },
  },
  { name: 'a Host with a port and odd text', headers: { host: `${EVIL}:8443` } },
] as const;

/** The first absolute URL in the newest mail to `recipient`, waiting for it to arrive. */
async function linkMailedTo(recipient: string, pathPart: string): Promise<URL> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = api.sink.messages.findLast((message) => message.to.includes(recipient));
    const text = mail ? decodeQuotedPrintable(mail.raw) : '';
    const link = new RegExp(`https?://[^\\s"<>]+${pathPart}[^\\s"<>]*`).exec(text)?.[0];
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`no mail with ${pathPart} reached ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mailed links are on PUBLIC_URL whatever the request says', () => {
  it('uses the default PUBLIC_URL, this server on localhost, when none is set', () => {
    expect(api.testApp.config.publicUrl).toBe(PUBLIC_URL);
  });

  it.each(HOSTILE_HEADERS)(
    'a forgot-password request with $name mails a reset link on PUBLIC_URL',
    async ({ headers }) => {
      const { user } = await createCustomer(api.db, api.testApp.tokens, {
        email: uniqueEmail('host'),
        passwordHash: await hashTestPassword(GOOD_PASSWORD),
      });

      const response = await api.app.inject({
        method: 'POST',
        url: FORGOT_PASSWORD_API_PATH,
        payload: { email: user.email },
        headers,
        remoteAddress: freshIp(),
      });

      expect(response.statusCode).toBe(200);
      const link = await linkMailedTo(user.email, '/reset-password');
      expect(link.origin).toBe(PUBLIC_URL);
    },
  );

  it('a sign-up with a hostile Host mails a verification link on PUBLIC_URL', async () => {
    const email = uniqueEmail('host-signup');

    const response = await api.app.inject({
      method: 'POST',
      url: CUSTOMER_SIGNUP_API_PATH,
      payload: { name: 'Alex Reader', email, phone: '0412345678', password: GOOD_PASSWORD },
      headers: { host: EVIL, 'x-forwarded-host': EVIL },
      remoteAddress: freshIp(),
    });

    expect(response.statusCode).toBeLessThan(300);
    expect((await linkMailedTo(email, '/Verify')).origin).toBe(PUBLIC_URL);
  });
});

describe('page links, the sitemap, robots.txt and canonical links ignore Host', () => {
  let city = '';
  beforeAll(async () => {
    city = `Host ${randomBytes(3)
      .toString('hex')
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    for (let i = 0; i < SEARCH_PAGE_SIZE + 1; i += 1) {
      await createListing(api.db, { city });
    }
  });

  it.each(HOSTILE_HEADERS)(
    'search next_page_url is on PUBLIC_URL with $name',
    async ({ headers }) => {
      const response = await api.app.inject({
        method: 'GET',
        url: `${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`,
        headers,
      });

      const next = new URL(response.json().next_page_url);
      expect(next.origin).toBe(PUBLIC_URL);
      expect(next.pathname).toBe(SEARCH_MODELS_PATH);
      expect(Object.fromEntries(next.searchParams)).toEqual({ city, page: '2' });
    },
  );

  it.each(HOSTILE_HEADERS)(
    'the sitemap and robots.txt name PUBLIC_URL only, with $name',
    async ({ headers }) => {
      const sitemap = await api.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      const robots = await api.app.inject({ method: 'GET', url: '/robots.txt', headers });

      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
      expect(sitemap.body).not.toContain(EVIL);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(robots.body).not.toContain(EVIL);
    },
  );

  it.each(HOSTILE_HEADERS)(
    "a page's canonical link is on PUBLIC_URL with $name",
    async ({ headers }) => {
      for (const url of ['/', '/escorts/victoria', '/blog']) {
        const response = await api.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
        expect(response.body, url).not.toContain(EVIL);
      }
    },
  );

  describe('a request line in absolute form (GET http://evil.example/...)', () => {
    let port = 0;
    beforeAll(async () => {
      // Only a real socket sends the absolute form; inject() always sends a path.
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      port = (api.app.server.address() as AddressInfo).port;
    });

    it('changes neither next_page_url, the sitemap, robots.txt nor a canonical link', async () => {
      const search = await rawGet(
        port,
        `http://${EVIL}${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`,
      );
      const next = new URL(JSON.parse(search).next_page_url);
      expect(next.origin + next.pathname).toBe(`${PUBLIC_URL}${SEARCH_MODELS_PATH}`);
      expect(await rawGet(port, `http://${EVIL}/robots.txt`)).toContain(
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      );
      expect(await rawGet(port, `http://${EVIL}/sitemap.xml`)).not.toContain(EVIL);
      expect(await rawGet(port, `http://${EVIL}/escorts/victoria`)).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/escorts/victoria" />`,
      );
    });

    it('is answered as its path: an unknown API path is a JSON 404 that no cache may keep', async () => {
      const answer = await rawAnswer(port, `http://${EVIL}/api/nothing-here`);

      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toMatch(/\r\ncontent-type: application\/json/i);
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(answer).not.toContain('<div id="root">');
    });

    it('changes no next_page_url when PUBLIC_URL is set either (it once replaced the origin)', async () => {
      const configured = await buildTestApp(api.db, {
        PUBLIC_URL: 'https://directory.example',
      });
      try {
        await configured.app.listen({ port: 0, host: '127.0.0.1' });
        const { port: configuredPort } = configured.app.server.address() as AddressInfo;
        const search = await rawGet(
          configuredPort,
          `http://${EVIL}${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city)}`,
        );
        expect(JSON.parse(search).next_page_url).toBe(
          `https://directory.example${SEARCH_MODELS_PATH}?city=${encodeURIComponent(city).replace(/%20/g, '+')}&page=2`,
        );
      } finally {
        await configured.app.close();
      }
    });
  });
});

/** One HTTP/1.1 GET with `target` as the request line's target, as written; the body back. */
async function rawGet(port: number, target: string): Promise<string> {
  const answer = await rawAnswer(port, target);
  return answer.slice(answer.indexOf('\r\n\r\n') + 4);
}

/** The whole answer (status line, headers, body) to a GET of `target` as written. */
function rawAnswer(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(answer));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${EVIL}\r\nConnection: close\r\n\r\n`);
  });
}
