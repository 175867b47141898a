import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FrontendsServer } from './frontends-server';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decode it). */
function get(port: number, path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('FrontendsServer compression and caching', () => {
  const script = `export const text = ${JSON.stringify('a line of film-making text '.repeat(400))};\n`;
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'frontends-'));
    const shell = join(dir, 'shell', 'dist');
    const remote = join(dir, 'identity', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(remote, { recursive: true });
    writeFileSync(
      join(shell, 'index.html'),
      `<!doctype html><title>x</title>${'<p>text</p>'.repeat(200)}`,
    );
    writeFileSync(join(shell, 'main.js'), script);
    writeFileSync(join(shell, '873.94933f8c.js'), script);
    writeFileSync(join(remote, 'remoteEntry.js'), script);
    writeFileSync(join(remote, 'mf-manifest.json'), JSON.stringify({ names: 'x'.repeat(2000) }));
    writeFileSync(join(remote, 'routes.5f1c6521.css'), `.a{color:red}\n`.repeat(200));
    const frontends = new FrontendsServer(dir);
    server = createServer((req, res) => frontends.handle(req, res, req.url ?? '/'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, and the same bytes decoded', async () => {
    const res = await get(port, '/873.94933f8c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file without Accept-Encoding', async () => {
    const gzip = await get(port, '/remotes/identity/mf-manifest.json', {
      'Accept-Encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual({ names: 'x'.repeat(2000) });

    const plain = await get(port, '/main.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses HTML pages (the single-page fallback too) and CSS', async () => {
    const page = await get(port, '/profile/edit', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>x</title>');
    const css = await get(port, '/remotes/identity/routes.5f1c6521.css', {
      'Accept-Encoding': 'br',
    });
    expect(css.headers['content-encoding']).toBe('br');
  });

  describe("the build's precompressed copies (frontends/precompress.mjs)", () => {
    // Copies whose content differs from the file's, so the test can tell which one was sent.
    const brCopy = '// the brotli-11 copy\n';
    const gzCopy = '// the gzip-9 copy\n';
    beforeAll(() => {
      const shell = join(dir, 'shell', 'dist');
      writeFileSync(join(shell, '873.94933f8c.js.br'), brotliCompressSync(brCopy));
      writeFileSync(join(shell, '873.94933f8c.js.gz'), gzipSync(gzCopy));
      writeFileSync(join(shell, 'main.js.br'), brotliCompressSync(brCopy));
      const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
      utimesSync(join(shell, 'main.js.br'), lastYear, lastYear);
    });
    afterAll(() => {
      for (const copy of ['873.94933f8c.js.br', '873.94933f8c.js.gz', 'main.js.br']) {
        rmSync(join(dir, 'shell', 'dist', copy));
      }
    });

    it('sends the brotli copy as it is, with the headers of the file it stands for', async () => {
      const res = await get(port, '/873.94933f8c.js', { 'Accept-Encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(brCopy);
    });

    it('sends the gzip copy to a browser without brotli, and the plain file to one without either', async () => {
      const gzip = await get(port, '/873.94933f8c.js', { 'Accept-Encoding': 'gzip, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(gzCopy);
      const plain = await get(port, '/873.94933f8c.js', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    });

    it('compresses the file itself when its copy is older (a build that did not finish)', async () => {
      const res = await get(port, '/main.js', { 'Accept-Encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(script);
    });
  });

  it('caches hashed assets for a year and revalidates the files that name them', async () => {
    const cacheOf = async (path: string) =>
      (await get(port, path, { 'Accept-Encoding': 'br' })).headers['cache-control'];
    expect(await cacheOf('/873.94933f8c.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/remotes/identity/routes.5f1c6521.css')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/main.js')).toBe('no-cache');
    expect(await cacheOf('/remotes/identity/remoteEntry.js')).toBe('no-cache');
    expect(await cacheOf('/remotes/identity/mf-manifest.json')).toBe('no-cache');
  });
});
