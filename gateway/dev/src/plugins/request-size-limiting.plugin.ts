import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { GatewayPlugin, PluginExit, RequestContext } from './gateway-plugin';
import { parsePluginConfig } from './plugin-config-error';

const RequestSizeLimitingConfigSchema = z.object({
  allowed_payload_size: z.number().int().positive().default(128),
  size_unit: z.enum(['megabytes', 'kilobytes', 'bytes']).default('megabytes'),
  require_content_length: z.boolean().default(false),
});

const UNIT_BYTES = { megabytes: 2 ** 20, kilobytes: 2 ** 10, bytes: 1 } as const;

/**
 * Kong's request-size-limiting: refuses a declared Content-Length above the limit; a body without
 * one (chunked) is read, as Kong does, and refused once it passes the limit.
 */
export class RequestSizeLimitingPlugin implements GatewayPlugin {
  readonly name = 'request-size-limiting';
  readonly priority = 951;
  readonly allowedBytes: number;
  private readonly requireContentLength: boolean;

  constructor(config: unknown) {
    const parsed = parsePluginConfig(this.name, RequestSizeLimitingConfigSchema, config);
    this.allowedBytes = parsed.allowed_payload_size * UNIT_BYTES[parsed.size_unit];
    this.requireContentLength = parsed.require_content_length;
  }

  async access(ctx: RequestContext): Promise<PluginExit | undefined> {
    const declared = ctx.req.headers['content-length'];
    if (declared !== undefined && /^\d+$/.test(declared)) {
      return Number(declared) > this.allowedBytes ? this.tooLarge(ctx.req) : undefined;
    }
    if (this.requireContentLength) {
      return { status: 411, body: { message: 'A valid Content-Length header is required' } };
    }
    if (ctx.req.headers['transfer-encoding'] === undefined) return undefined;
    const body = await readAtMost(ctx.req, this.allowedBytes);
    if (body === null) return this.tooLarge(ctx.req);
    ctx.bufferedBody = body;
    return undefined;
  }

  private tooLarge(req: IncomingMessage): PluginExit {
    const expectsContinue = req.headers.expect?.trim().toLowerCase() === '100-continue';
    return {
      status: expectsContinue ? 417 : 413,
      body: { message: 'Request size limit exceeded' },
      // The unread body makes the connection unusable for another request.
      headers: { connection: 'close' },
    };
  }
}

/** The whole body, or null as soon as it passes `limit` bytes. */
function readAtMost(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const cleanup = (): void => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
