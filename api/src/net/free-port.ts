// A port nobody listens on at the moment, on loopback: for a child process (the embedded PostgreSQL,
// the CMS, PgBouncer in tests) that must be told its port before it starts.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port given')),
      );
    });
  });
}
