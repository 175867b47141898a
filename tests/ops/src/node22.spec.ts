import { execFileSync } from 'node:child_process';
import { node22Binary } from './helm-binary';
import { readText, repoPath } from './repo-files';

/**
 * The images run Node 22 LTS (Node 20 is end of life); the machines here have Node 20. The
 * services' built code and the kit's configuration tests run on a real Node 22 binary from npm.
 */
describe('Node 22 (the images’ runtime)', () => {
  const node = node22Binary();

  it('is what both Dockerfiles build on', () => {
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./);
    for (const file of ['service.Dockerfile', 'frontends.Dockerfile'])
      expect(readText('infra', 'docker', file)).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
  });

  it("loads a service's application (Nest, mongoose, NATS, the kit) and validates its production config", () => {
    const script = `
      const { parseServiceConfig } = require('@filmcollab/service-kit');
      require('./services/profiles/dist/app.module.js');
      const { ProfilesConfigSchema } = require('./services/profiles/dist/config/profiles-config.schema.js');
      const config = parseServiceConfig('profiles', {
        NODE_ENV: 'production', PUBLIC_URL: 'https://films.example.org', MODERATION_ADAPTER: 'disabled',
        S3_ACCESS_KEY: 'profiles', S3_SECRET_KEY: 'secret-secret',
      }, ProfilesConfigSchema);
      process.stdout.write(process.version + ' ' + config.PUBLIC_URL);`;
    const output = execFileSync(node, ['-e', script], { cwd: repoPath(), encoding: 'utf8' });
    expect(output).toMatch(/^v22\.\d+\.\d+ https:\/\/films\.example\.org$/);
  }, 60_000);

  it("passes the kit's configuration tests", () => {
    const output = execFileSync(
      node,
      [repoPath('node_modules', 'jest', 'bin', 'jest.js'), 'src/config', '--silent'],
      { cwd: repoPath('services', 'kit'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(output).toBeDefined();
  }, 120_000);
});
