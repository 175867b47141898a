import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The baseline: the cheapest possible Node HTTP answer, on a free loopback port. */
export async function startHelloServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const body = JSON.stringify({ status: 'ok' });
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
