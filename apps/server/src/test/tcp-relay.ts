import net from 'node:net';

/**
 * A TCP relay on loopback in front of a shared service (the machine's Redis), which a test can
 * cut and restore: the service itself is never touched, only this test's way to it.
 */
export interface TcpRelay {
  port: number;
  /** Drops every connection and refuses new ones (the service "went away"). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const relay = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: stop,
    async restore() {
      server = net.createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
