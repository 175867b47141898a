import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/**
 * Brotli, else gzip, for the built frontends' text files (JavaScript, CSS, HTML, JSON, SVG:
 * the `compressible` types), negotiated by Accept-Encoding with `Vary: Accept-Encoding`.
 * Quality 5 rather than 11: the dev gateway compresses on every request, and 11 costs about
 * 50 times the CPU for 10 % fewer bytes (the production image serves precompressed files).
 */
const compress = compression({
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});

type Handler = () => void;

export function withCompression(req: IncomingMessage, res: ServerResponse, serve: Handler): void {
  // compression() is Connect middleware: it only needs Node's request and response.
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], serve);
}
