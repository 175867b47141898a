import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded request/response pair of an HTTP API. */
export interface RecordedExchange {
  request: { method: string; url: string };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

function normalise(url: string): string {
  const parsed = new URL(url, 'http://fake');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/**
 * An HTTP server replaying recorded responses: each request is answered by the first unused
 * exchange with the same method and URL (query order ignored); anything unrecorded gets 599
 * so a test sees exactly which call the code under test made that the recording lacks.
 */
export class RecordedHttpFake {
  readonly received: ReceivedRequest[] = [];
  private readonly pending: RecordedExchange[];
  private server: Server | undefined;

  constructor(exchanges: RecordedExchange[]) {
    this.pending = [...exchanges];
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const method = request.method ?? 'GET';
        const url = request.url ?? '/';
        this.received.push({
          method,
          url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const index = this.pending.findIndex(
          (exchange) =>
            exchange.request.method === method &&
            normalise(exchange.request.url) === normalise(url),
        );
        if (index < 0) {
          response
            .writeHead(599, { 'content-type': 'text/plain' })
            .end(`not recorded: ${method} ${url}`);
          return;
        }
        const [{ response: recorded }] = this.pending.splice(index, 1);
        const headers = { ...recorded.headers };
        const body = recorded.body === undefined ? '' : JSON.stringify(recorded.body);
        if (body) {
          headers['content-type'] ??= 'application/json';
        }
        for (const [name, value] of Object.entries(headers)) {
          headers[name] = value.replace('{baseUrl}', this.baseUrl());
        }
        response.writeHead(recorded.status, headers).end(body);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.baseUrl();
  }

  /** Recorded exchanges the code under test never asked for. */
  unused(): RecordedExchange[] {
    return [...this.pending];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server?.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private baseUrl(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }
}
