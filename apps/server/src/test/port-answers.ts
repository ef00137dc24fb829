import net from 'node:net';

/**
 * Whether something accepts connections on 127.0.0.1:`port` within half a second: tests
 * that need the machine's PostgreSQL or Redis check first and skip, saying why, without them.
 */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
