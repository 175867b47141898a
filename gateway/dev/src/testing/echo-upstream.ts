import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyLength: number;
}

export interface EchoUpstream {
  port: number;
  stop(): Promise<void>;
}

/**
 * A throwaway upstream on a free port: answers every request with what it received (JSON), and
 * echoes WebSocket messages prefixed with the handshake's path and request id.
 */
export async function startEchoUpstream(): Promise<EchoUpstream> {
  const server = createServer((req, res) => {
    let bodyLength = 0;
    req.on('data', (chunk: Buffer) => (bodyLength += chunk.length));
    req.on('end', () => {
      const echoed: EchoedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyLength,
      };
      res.setHeader('content-type', 'application/json');
      // An upstream's own CORS header: the gateway's cors plugin must win over it.
      res.setHeader('access-control-allow-origin', '*');
      res.end(JSON.stringify(echoed));
    });
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, req) => {
    socket.on('message', (data) => {
      socket.send(`${req.url} ${String(req.headers['x-request-id'])} ${String(data)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (taken from the OS, then released). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
