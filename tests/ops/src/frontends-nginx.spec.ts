import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readText, readYaml, repoPath } from './repo-files';

const SNIPPET_PATH = '/tmp/filmcollab/security-headers.conf';
const nginx = readText('infra', 'docker', 'nginx.conf');
const snippet = readText('infra', 'docker', 'security-headers.conf');
const dockerfile = readText('infra', 'docker', 'frontends.Dockerfile');

/** The body of every block that `opening` starts (`location … {`), nested ones included. */
function blockBodies(conf: string, opening: RegExp): string[] {
  const bodies: string[] = [];
  for (const match of conf.matchAll(opening)) {
    let depth = 1;
    let index = (match.index ?? 0) + match[0].length;
    const start = index;
    while (depth > 0 && index < conf.length) {
      if (conf[index] === '{') depth += 1;
      if (conf[index] === '}') depth -= 1;
      index += 1;
    }
    bodies.push(conf.slice(start, index - 1));
  }
  return bodies;
}

/** A block's own directives, without those of the blocks nested in it. */
function ownDirectives(body: string): string {
  let own = body;
  while (/\{[^{}]*\}/.test(own)) own = own.replace(/\{[^{}]*\}/g, '');
  return own;
}

function policy(): Map<string, string[]> {
  const header = /add_header Content-Security-Policy "([^"]+)"/.exec(snippet)?.[1] ?? '';
  return new Map(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the frontends image (nginx)', () => {
  it('adds the security headers at server level and in every location with headers of its own', () => {
    const [server] = blockBodies(nginx, /server\s*\{/g);
    expect(ownDirectives(server)).toContain(`include ${SNIPPET_PATH};`);
    const withOwnHeaders = blockBodies(nginx, /location\s[^{]*\{/g).filter((body) =>
      ownDirectives(body).includes('add_header'),
    );
    expect(withOwnHeaders.length).toBeGreaterThan(0);
    for (const body of withOwnHeaders)
      expect(ownDirectives(body)).toContain(`include ${SNIPPET_PATH};`);
  });

  it('sends them on error answers too', () => {
    const lines = snippet.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines.map((line) => line.split(' ')[1]).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    for (const line of lines) expect(line).toMatch(/" always;$/);
  });

  it('allows no inline or evaluated script and no framing', () => {
    expect(policy().get('script-src')).toEqual(["'self'"]);
    expect(policy().get('object-src')).toEqual(["'none'"]);
    expect(policy().get('frame-ancestors')).toEqual(["'none'"]);
    expect(snippet).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it('fills in the IdP and storage origins at start, from the environment (one image for all)', () => {
    expect(dockerfile).toContain(
      'COPY infra/docker/security-headers.conf /etc/nginx/snippets/security-headers.conf.template',
    );
    expect(dockerfile).toContain(
      'COPY --chmod=755 infra/docker/frontends-runtime-config.sh /docker-entrypoint.d/40-filmcollab-runtime-config.sh',
    );
    expect(dockerfile).not.toMatch(/ARG (FILMCOLLAB_IDP_URL|S3_PUBLIC_URL)/);
    const compose = readYaml<{
      services: Record<
        string,
        { build?: { args?: Record<string, string> }; environment?: Record<string, string> }
      >;
    }>('docker-compose.yml');
    expect(compose.services.frontends.build?.args).toBeUndefined();
    expect(Object.keys(compose.services.frontends.environment ?? {}).sort()).toEqual([
      'FILMCOLLAB_IDP_URL',
      'S3_PUBLIC_URL',
    ]);
  });

  it("runs the start script into the headers and the shell's IdP address, refusing unsafe values", () => {
    const run = (env: Record<string, string>) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-frontends-'));
      try {
        const script = readText('infra', 'docker', 'frontends-runtime-config.sh').replaceAll(
          '/tmp/filmcollab',
          dir,
        );
        execFileSync('sh', ['-c', script], {
          env: {
            PATH: '/usr/bin:/bin',
            FILMCOLLAB_HEADERS_TEMPLATE: repoPath('infra', 'docker', 'security-headers.conf'),
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return {
          headers: readFileSync(path.join(dir, 'security-headers.conf'), 'utf8'),
          runtime: readFileSync(path.join(dir, 'runtime.conf'), 'utf8'),
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const { headers, runtime } = run({
      FILMCOLLAB_IDP_URL: 'https://auth.films.example.org',
      S3_PUBLIC_URL: 'https://films.example.org/storage',
    });
    expect(headers).toContain(
      "connect-src 'self' https://auth.films.example.org https://films.example.org;",
    );
    expect(headers).toContain("form-action 'self' https://auth.films.example.org;");
    expect(headers).not.toContain('__');
    expect(runtime).toBe('set $filmcollab_idp_url "https://auth.films.example.org";\n');
    expect(() => run({ FILMCOLLAB_IDP_URL: 'https://x.example"; evil' })).toThrow();
    expect(run({}).runtime).toBe('set $filmcollab_idp_url "";\n');
  });

  it('puts the IdP address into index.html for the shell, which revalidates the page', () => {
    expect(nginx).toContain('include /tmp/filmcollab/runtime.conf;');
    const [index] = blockBodies(nginx, /location = \/index\.html\s*\{/g);
    expect(index).toContain(
      `sub_filter '</head>' '<meta name="filmcollab-idp-url" content="$filmcollab_idp_url"></head>';`,
    );
    expect(index).toContain('gzip_static off;');
    expect(index).toContain('add_header Cache-Control "no-cache";');
  });
});
