// The load generator of `npm run bench`, run in its own process so it does not share the
// server's event loop: `node load-mix.mjs <scenario.json>`. The scenario names the server,
// the connections, the seconds and the paths with their chances; each request draws its path
// at random by those chances. Prints the figures the bench reads as one line of JSON.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

const scenario = JSON.parse(await readFile(process.argv[2], 'utf8'));
const { url, connections, seconds, paths, weights } = scenario;

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

function drawVisitorAddress() {
  const n = Math.floor(Math.random() * 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

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
        headers: { ...request.headers, 'x-forwarded-for': drawVisitorAddress() },
      }),
    },
  ],
});

process.stdout.write(
  JSON.stringify({
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
  }),
);
