import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import Negotiator from 'negotiator';
import send from 'send';
import { sendJson } from '../http/send-json';
import { withCompression } from './frontends-compression';

const REMOTE_PATH = /^\/remotes\/([a-z0-9][a-z0-9-]*)(\/.*)?$/;
/** Files named by content hash (`[name].[contenthash:8].js`): never change, cached a year. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The copies frontends/precompress.mjs writes at build time, by the extension it adds. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof PRECOMPRESSED;
/** Brotli first whenever the browser takes it (as the on-the-fly compression does). */
const ENCODINGS = Object.keys(PRECOMPRESSED) as Encoding[];
/** The types of the files precompress.mjs compresses (its TEXT_FILE). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built frontends for the `frontends` service, as nginx does in production: the shell
 * from frontends/shell/dist (with the single-page-app fallback to its index.html for page
 * navigations) and each remote from frontends/<name>/dist under /remotes/<name>/.
 */
export class FrontendsServer {
  constructor(private readonly frontendsDir: string) {}

  handle(req: IncomingMessage, res: ServerResponse, path: string): void {
    withCompression(req, res, () => this.route(req, res, path));
  }

  private route(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(
        res,
        405,
        { message: 'The frontends are static files: use GET or HEAD', code: 'METHOD_NOT_ALLOWED' },
        { Allow: 'GET, HEAD' },
      );
      return;
    }
    const remote = REMOTE_PATH.exec(path);
    if (remote) {
      const name = remote[1];
      if (!existsSync(join(this.frontendsDir, name))) {
        sendJson(res, 404, { message: `There is no frontend named ${name}`, code: 'NOT_FOUND' });
        return;
      }
      this.serve(req, res, join(this.frontendsDir, name, 'dist'), remote[2] ?? '/', name, false);
      return;
    }
    const accept = req.headers.accept ?? '';
    this.serve(
      req,
      res,
      join(this.frontendsDir, 'shell', 'dist'),
      path,
      'shell',
      accept.includes('text/html'),
    );
  }

  private serve(
    req: IncomingMessage,
    res: ServerResponse,
    root: string,
    path: string,
    frontend: string,
    pageFallback: boolean,
  ): void {
    if (!existsSync(root)) {
      notBuilt(res, frontend);
      return;
    }
    const copy = precompressedCopy(req, root, path);
    send(req, copy?.path ?? path, { root, index: ['index.html'], dotfiles: 'ignore' })
      .on('headers', (response: ServerResponse, file: string) => {
        const original = copy ? file.slice(0, -PRECOMPRESSED[copy.encoding].length) : file;
        // Everything else (index.html, remoteEntry.js, the shell's main.js)
        // names the hashed assets of a build: revalidated on every load.
        response.setHeader('Cache-Control', HASHED_ASSET.test(original) ? IMMUTABLE : 'no-cache');
        response.setHeader('Vary', 'Accept-Encoding');
        if (!copy) return;
        // Already encoded: the compression middleware leaves the body as it is.
        response.setHeader('Content-Encoding', copy.encoding);
        response.setHeader('Content-Type', TEXT_TYPES[extname(original)]);
      })
      .on('error', (error: { status?: number }) => {
        const status = error.status ?? 500;
        if (status === 404 && pageFallback) {
          this.serve(req, res, root, '/index.html', frontend, false);
          return;
        }
        if (status === 404) {
          sendJson(res, 404, {
            message: `No file ${path} in the ${frontend} build`,
            code: 'NOT_FOUND',
          });
          return;
        }
        sendJson(res, status, { message: 'The file cannot be served', code: 'STATIC_FILE_ERROR' });
      })
      .pipe(res);
  }
}

/**
 * The build's brotli-11 or gzip-9 copy of a file, when the browser accepts it and the copy is not
 * older than the file (as nginx's brotli_static and gzip_static serve them in production): the
 * bytes production sends, without compressing on every request. Without one the response is
 * compressed on the fly (frontends-compression.ts).
 */
function precompressedCopy(
  req: IncomingMessage,
  root: string,
  path: string,
): { path: string; encoding: Encoding } | null {
  if (path.endsWith('/') || path.includes('\0')) return null;
  const file = join(root, path);
  if (!file.startsWith(root) || !(extname(file) in TEXT_TYPES)) return null;
  const original = statIfFile(file);
  if (!original) return null;
  const accepted = new Set(new Negotiator(req).encodings(ENCODINGS));
  for (const encoding of ENCODINGS.filter((e) => accepted.has(e))) {
    const copy = statIfFile(file + PRECOMPRESSED[encoding]);
    if (copy && copy.mtimeMs >= original.mtimeMs) {
      return { path: path + PRECOMPRESSED[encoding], encoding };
    }
  }
  return null;
}

function statIfFile(file: string): { mtimeMs: number } | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function notBuilt(res: ServerResponse, frontend: string): void {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>FilmCollab: frontends not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Frontends are not built yet: run make dev / npm run build</h1>
<p>The gateway serves the built frontends from <code>frontends/&lt;name&gt;/dist</code>, and the
<code>${frontend}</code> build is missing. Run <code>make dev</code> (or <code>npm run build</code>) and reload this page.</p>
</body>
</html>
`;
  res.statusCode = 503;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(page));
  res.end(page);
}
