import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature on loopback: each request goes to the next upstream in turn
 * (round robin), with X-Forwarded-For extended by the client's address as a real one does.
 * Every answer names the upstream that gave it (`x-upstream`), so a test can say which
 * server it reached.
 */
export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  /** The name of the upstream the next request goes to. */
  next(): string;
  /** Requests sent to each upstream so far. */
  counts(): Record<string, number>;
  close(): Promise<void>;
}

export interface Upstream {
  name: string;
  /** http://127.0.0.1:PORT */
  url: string;
}

export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const counts: Record<string, number> = Object.fromEntries(upstreams.map((u) => [u.name, 0]));
  const server = http.createServer((request, response) => {
    const upstream = upstreams[turn % upstreams.length]!;
    turn += 1;
    counts[upstream.name]! += 1;
    const target = new URL(request.url ?? '/', upstream.url);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      target,
      {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-upstream': upstream.name,
        });
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'x-upstream': upstream.name });
      response.end();
    });
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => upstreams[turn % upstreams.length]!.name,
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
