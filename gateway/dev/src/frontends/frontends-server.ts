import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import send from 'send';
import { sendJson } from '../http/send-json';
import { withCompression } from './frontends-compression';

const REMOTE_PATH = /^\/remotes\/([a-z0-9][a-z0-9-]*)(\/.*)?$/;
/** Files named by content hash (`[name].[contenthash:8].js`): never change, cached a year. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    send(req, path, { root, index: ['index.html'], dotfiles: 'ignore' })
      .on('headers', (response: ServerResponse, file: string) => {
        // Everything else (index.html, mf-manifest.json, remoteEntry.js, the shell's main.js)
        // names the hashed assets of a build: revalidated on every load.
        response.setHeader('Cache-Control', HASHED_ASSET.test(file) ? IMMUTABLE : 'no-cache');
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
