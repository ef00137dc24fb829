// The load generator of `npm run bench`, run in its own process so it does not share the
// server's event loop: `node load-mix.mjs <scenario.json>`. The scenario names the server,
// the connections, the seconds and the paths with their chances; each request draws its path
// at random by those chances. Prints the figures the bench reads as one line of JSON.
//
// With a rate, the requests go out at that steady rate instead (steadyLoad): latency below
// saturation, as a person typing meets it.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

const scenario = JSON.parse(await readFile(process.argv[2], 'utf8'));
const { url, connections, seconds, paths, weights, rate } = scenario;

const cumulative = [];
let sum = 0;
for (const weight of weights) cumulative.push((sum += weight));

/** The first path whose cumulative chance exceeds a uniform draw (binary search). */
function drawPath() {
  const target = Math.random() * sum;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] > target) high = middle;
    else low = middle + 1;
  }
  return paths[low];
}

/**
 * What every browser sends: answers come compressed, as visitors get them, and the server's
 * compression is part of what is measured.
 */
const ACCEPT_ENCODING = 'br, gzip';

function drawVisitorAddress() {
  const n = Math.floor(Math.random() * 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** At most `connections` requests at once, each sent as soon as one is answered (autocannon). */
async function saturatingLoad() {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        // Many visitors, not one: each request from an address of 198.18.0.0/15 (the block for
        // network tests), so the per-address read limits of search and profiles (which a single
        // client would reach in seconds) count as they would for real visitors.
        setupRequest: (request) => ({
          ...request,
          path: drawPath(),
          headers: {
            ...request.headers,
            'accept-encoding': ACCEPT_ENCODING,
            'x-forwarded-for': drawVisitorAddress(),
          },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}

/** How long a steady request may wait for its answer before it counts as an error. */
const STEADY_TIMEOUT_MS = 10_000;

/**
 * `rate` requests a second, each sent at its moment on one of up to `connections` kept-alive
 * connections, whatever the answers before it. A request's latency counts from its moment, not
 * from when a connection was free, so a stall shows in the figures instead of slowing the
 * load (autocannon's own rate sends each second's share in a burst at the second's start).
 */
async function steadyLoad() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  const pending = new Set();
  const send = (due) => {
    const done = new Promise((resolve) => {
      const request = http.get(
        `${url}${drawPath()}`,
        {
          agent,
          headers: { 'accept-encoding': ACCEPT_ENCODING, 'x-forwarded-for': drawVisitorAddress() },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            statusCodes[response.statusCode] = (statusCodes[response.statusCode] ?? 0) + 1;
            if (response.statusCode < 300) latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.setTimeout(STEADY_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
    pending.add(done);
    done.then(() => pending.delete(done));
  };
  const start = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(start + (sent * 1000) / rate);
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => Math.round(latencies[Math.floor(share * (latencies.length - 1))] ?? NaN);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: answered / seconds,
    requests: answered,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    non2xx: answered - latencies.length,
    errors,
    timeouts: 0,
    statusCodes,
  };
}

process.stdout.write(JSON.stringify(rate ? await steadyLoad() : await saturatingLoad()));
