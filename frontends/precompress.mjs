// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of a
// built site, for nginx to send as they are (infra/docker/nginx.conf): the best compression,
// paid once at build time instead of on every request.
// Usage: node frontends/precompress.mjs <site directory>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(js|css|html|json|svg|txt)$/;
/** Below this, compression saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const site = process.argv[2];
if (!site) {
  console.error('usage: node frontends/precompress.mjs <site directory>');
  process.exit(2);
}

let files = 0;
let plainBytes = 0;
let brotliBytes = 0;
for (const entry of await readdir(site, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const content = await readFile(path);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  files += 1;
  plainBytes += content.length;
  brotliBytes += br.length;
}
console.log(
  `precompressed ${files} files: ${(plainBytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
);
