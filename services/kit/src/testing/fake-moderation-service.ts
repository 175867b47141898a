import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCheck {
  /** `/1.0/check.json` (images) or `/1.0/video/check-sync.json` (videos). */
  path: string;
  contentType: string;
  body: string;
}

/** A local stand-in for the third-party moderation API: records requests, answers `nextAnswer`. */
export class FakeModerationService {
  readonly received: ReceivedCheck[] = [];
  nextAnswer: { status: number; body: unknown } = {
    status: 200,
    body: FakeModerationService.clean(),
  };
  /** Runs while a check is in flight, before the answer (e.g. to change storage meanwhile). */
  duringCheck: (() => Promise<void>) | null = null;

  readonly url: string;
  readonly videoUrl: string;

  private constructor(
    private readonly server: Server,
    port: number,
  ) {
    this.url = `http://127.0.0.1:${port}/1.0/check.json`;
    this.videoUrl = `http://127.0.0.1:${port}/1.0/video/check-sync.json`;
  }

  /** The answer of a video check whose frames all score `clean(overrides)`. */
  static cleanVideo(overrides: Record<string, unknown> = {}, frames = 2): Record<string, unknown> {
    const { status: _status, ...scores } = FakeModerationService.clean(overrides);
    return {
      status: 'success',
      data: {
        frames: Array.from({ length: frames }, (_, position) => ({
          info: { position },
          ...scores,
        })),
      },
    };
  }

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
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeModerationService(server, (server.address() as AddressInfo).port);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      void readBody(request).then(async (body) => {
        fake.received.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          body: body.toString('latin1'),
        });
        await fake.duringCheck?.();
        response
          .writeHead(fake.nextAnswer.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(fake.nextAnswer.body));
      });
    });
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
