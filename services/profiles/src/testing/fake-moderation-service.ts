import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCheck {
  contentType: string;
  body: string;
}

/** A local stand-in for the third-party moderation API: records requests, answers `nextAnswer`. */
export class FakeModerationService {
  readonly received: ReceivedCheck[] = [];
  nextAnswer: { status: number; body: unknown } = { status: 200, body: FakeModerationService.clean() };

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static clean(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      status: 'success',
      nudity: { raw: 0.01, partial: 0.02, safe: 0.97 },
      weapon: 0.01,
      alcohol: 0.01,
      drugs: 0.01,
      offensive: { prob: 0.01 },
      ...overrides,
    };
  }

  static async start(): Promise<FakeModerationService> {
    let fake: FakeModerationService | undefined;
    const server = createServer((request, response) => {
      void readBody(request).then((body) => {
        fake?.received.push({ contentType: request.headers['content-type'] ?? '', body: body.toString('latin1') });
        const answer = fake?.nextAnswer ?? { status: 500, body: {} };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeModerationService(server, `http://127.0.0.1:${port}/1.0/check.json`);
    return fake;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
