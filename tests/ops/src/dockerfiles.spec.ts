import { readText } from './repo-files';

/** The stages of a Dockerfile, by name, each as its instruction lines. */
function stages(dockerfile: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of dockerfile.replace(/\\\n\s*/g, ' ').split('\n')) {
    const from = /^FROM \S+ AS (\S+)/.exec(line);
    if (from) result.set(from[1], (current = []));
    else if (/^[A-Z]+ /.test(line)) current.push(line);
  }
  return result;
}

describe('Dockerfiles', () => {
  const service = readText('infra', 'docker', 'service.Dockerfile');
  const frontends = readText('infra', 'docker', 'frontends.Dockerfile');

  it.each(['service', 'frontends'])('keep .env files out of the %s build context', (name) => {
    const ignore = readText('infra', 'docker', `${name}.Dockerfile.dockerignore`).split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/.env', '**/.env.*']));
  });

  it('installs dependencies before copying the sources, in both images', () => {
    for (const dockerfile of [service, frontends]) {
      const build = stages(dockerfile).get('build') ?? [];
      const install = build.findIndex((line) => line.startsWith('RUN npm ci '));
      const sources = build.indexOf('COPY . .');
      expect(build[install - 1]).toBe('COPY --from=manifests /repo ./');
      expect(install).toBeLessThan(sources);
    }
  });

  it('installs exactly the lock (npm ci), never re-resolving it', () => {
    for (const dockerfile of [service, frontends])
      expect(dockerfile).not.toMatch(/npm (install|i) /);
  });

  it("shares the install and the kit's build between the nine service images", () => {
    const build = stages(service).get('build') ?? [];
    const serviceArg = build.indexOf('ARG SERVICE');
    expect(serviceArg).toBeGreaterThan(build.findIndex((line) => line.startsWith('RUN npm ci ')));
    expect(serviceArg).toBeGreaterThan(
      build.indexOf('RUN node scripts/build.mjs contracts services/kit'),
    );
  });

  it('runs the services as a non-root user with a healthcheck', () => {
    const runtime = stages(service).get('runtime') ?? [];
    expect(runtime).toContain('USER node');
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/health/ready');
    expect(
      stages(frontends)
        .get('runtime')
        ?.find((line) => line.startsWith('HEALTHCHECK')),
    ).toContain('/healthz');
  });
});
