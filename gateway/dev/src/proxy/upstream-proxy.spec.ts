import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { startGateway, type RunningGateway } from '../server/start-gateway';

const EARLY_ANSWER = JSON.stringify({
  message: 'The request is too large.',
  code: 'PAYLOAD_TOO_LARGE',
});

/** Reads from the socket until `done` says the text read so far is complete. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('latin1');
      if (!done(text)) return;
      socket.off('data', onData).off('error', reject).off('close', onClose);
      resolve(text);
    };
    const onClose = (): void => reject(new Error(`connection closed after: ${text}`));
    socket.on('data', onData).once('error', reject).once('close', onClose);
  });
}

const wholeResponse = (text: string): boolean => {
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd === -1) return false;
  const length = /content-length: (\d+)/i.exec(text.slice(0, headerEnd));
  return length !== null && text.length >= headerEnd + 4 + Number(length[1]);
};

describe('a service answering before it has read the body', () => {
  let service: Server;
  let gateway: RunningGateway;
  let workDir: string;

  beforeAll(async () => {
    // As Fastify refuses a declared Content-Length over its limit: answer at once, then close.
    service = createServer((req, res) => {
      if (req.url === '/api/identity/small') {
        req
          .resume()
          .once('end', () => res.writeHead(200, { 'content-length': 11 }).end('{"ok":true}'));
        return;
      }
      res.writeHead(413, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(EARLY_ANSWER),
        connection: 'close',
      });
      res.end(EARLY_ANSWER);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    workDir = mkdtempSync(join(tmpdir(), 'gateway-early-answer-'));
    const kongFile = join(workDir, 'kong.yml');
    writeFileSync(
      kongFile,
      `_format_version: '3.0'
services:
  - name: identity
    url: http://identity:${(service.address() as AddressInfo).port}
    routes:
      - { name: identity-api, paths: [/api/identity], strip_path: false }
plugins:
  - name: request-size-limiting
    config: { allowed_payload_size: 10, size_unit: megabytes }
`,
    );
    gateway = await startGateway({
      port: 0,
      kongFile,
      frontendsDir: workDir,
      upstreamHost: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    service?.closeAllConnections();
    await new Promise<void>((resolve) => service?.close(() => resolve()));
    rmSync(workDir, { recursive: true, force: true });
  });

  it("passes the service's answer on and keeps the client's connection usable", async () => {
    const declared = 3 * 2 ** 20;
    const socket = connect(gateway.port, '127.0.0.1');
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/identity/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${declared}\r\n\r\n`,
      );
      const first = 64 * 1024;
      socket.write(Buffer.alloc(first, 'a'));
      const answer = await readUntil(socket, wholeResponse);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.endsWith(EARLY_ANSWER)).toBe(true);
      expect(answer).not.toMatch(/^connection: close/im);

      // The client goes on uploading (as browsers do), then sends its next request.
      for (let sent = first; sent < declared; sent += 256 * 1024) {
        socket.write(Buffer.alloc(Math.min(256 * 1024, declared - sent), 'a'));
      }
      socket.write(
        'POST /api/identity/small HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\n\r\n{}',
      );
      const next = await readUntil(socket, wholeResponse);
      expect(next).toMatch(/^HTTP\/1\.1 200 /);
      expect(next.endsWith('{"ok":true}')).toBe(true);
    } finally {
      socket.destroy();
    }
  });
});
