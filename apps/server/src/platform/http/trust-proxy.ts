import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** Off, the number of proxy hops in front of the server, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_PROXY_HOPS = 10;
/**
 * The widest range a proxy list may name. 0.0.0.0/0 (or any range near it) trusts every
 * client as a proxy, which is TRUST_PROXY=true by another name; the widest private range,
 * 10.0.0.0/8, is as far as a real proxy fleet reaches.
 */
const WIDEST_PROXY_PREFIX = 8;

const TRUST_EVERYONE_MESSAGE =
  'must not be true: that trusts every hop, so any client could choose its own address by ' +
  'sending X-Forwarded-For. Write the number of proxies in front of the server (e.g. 1) or ' +
  'their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * Reads TRUST_PROXY: unset, false or 0 trusts nobody; a number trusts that many proxies in
 * front of the server (the client is the address the farthest of them saw); a comma-separated
 * list trusts only proxies at those addresses or ranges. Returns a message when it is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on', '*'].includes(text)) return TRUST_EVERYONE_MESSAGE;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    return hops <= MAX_PROXY_HOPS
      ? hops
      : `must be a number of proxy hops from 0 to ${MAX_PROXY_HOPS}, or proxy addresses`;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const tooWide = entries.filter(
    (entry) => isProxyAddress(entry) && prefixOf(entry) < WIDEST_PROXY_PREFIX,
  );
  if (tooWide.length > 0) {
    return (
      `must not name a range wider than /${WIDEST_PROXY_PREFIX} (${tooWide.join(', ')}): it trusts ` +
      'clients as proxies, so any of them could choose its own address by sending ' +
      "X-Forwarded-For and step around the per-address limits. Name your proxies' addresses " +
      `or a range of /${WIDEST_PROXY_PREFIX} or narrower (e.g. 10.0.0.0/8)`
    );
  }
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  return wrong.length === 0
    ? entries
    : `must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses ` +
        `or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); not an address: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`;
}

/** 127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const maxPrefix = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix;
}

/** The prefix length of a CIDR entry; a bare address or a range name counts as narrow. */
function prefixOf(entry: string): number {
  const prefix = entry.split('/')[1];
  return prefix === undefined ? Number.POSITIVE_INFINITY : Number(prefix);
}

/**
 * Fastify's option for a TRUST_PROXY setting. A hop count becomes a function: Fastify 5
 * ignores a bare number (it trusts nobody), while proxy-addr calls the function with each
 * address from the socket outwards and its hop number, keeping the client address the
 * farthest trusted proxy reported (the right-most X-Forwarded-For entries; earlier ones are
 * whatever the client wrote).
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
