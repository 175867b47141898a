import { readText, readYaml } from './repo-files';

const SNIPPET_PATH = '/etc/nginx/snippets/security-headers.conf';
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

  it('fills in the IdP and storage origins when the image is built, from compose', () => {
    expect(dockerfile).toContain('s|__IDP_ORIGIN__|$(origin "$FILMCOLLAB_IDP_URL")|g');
    expect(dockerfile).toContain('s|__STORAGE_ORIGIN__|$(origin "$S3_PUBLIC_URL")|g');
    expect(dockerfile).toContain(`COPY --from=build /security-headers.conf ${SNIPPET_PATH}`);
    const compose = readYaml<{
      services: Record<string, { build?: { args?: Record<string, string> } }>;
    }>('docker-compose.yml');
    expect(Object.keys(compose.services.frontends.build?.args ?? {}).sort()).toEqual([
      'FILMCOLLAB_IDP_URL',
      'S3_PUBLIC_URL',
    ]);
  });
});
