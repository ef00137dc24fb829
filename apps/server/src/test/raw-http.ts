import net from 'node:net';

/** One HTTP/1.1 answer read off a raw socket. */
export interface RawResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

/**
 * A raw TCP connection to an HTTP server, for what fetch cannot do: headers dribbled a line
 * at a time, a body cut short, pipelined requests. Everything received is kept.
 */
export interface RawConnection {
  socket: net.Socket;
  write(data: string | Buffer): Promise<void>;
  /** Everything the server sent so far. */
  received(): Buffer;
  /** Resolves when the server (or an error) closed the connection, with ms since connecting. */
  closed(): Promise<number>;
  /** The answers received so far, parsed (complete ones only). */
  responses(): RawResponse[];
}

export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  const openedAt = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - openedAt));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const received = () => Buffer.concat(chunks);
  return {
    socket,
    write: (data) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (error) => (error ? reject(error) : resolve())),
      ),
    received,
    closed: () => closed,
    responses: () => parseResponses(received()),
  };
}

/** Answers with a Content-Length (all this server sends to these tests), in order. */
export function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return responses;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = end + 4;
    if (rest.length < bodyStart + length) return responses;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(bodyStart, bodyStart + length).toString('utf8'),
    });
    rest = rest.subarray(bodyStart + length);
  }
}

/** Whether a connection to `port` is refused (nothing listens). */
export function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
