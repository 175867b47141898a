import { readYaml } from './repo-files';

/** Issue 18: production chooses its photo moderation explicitly (the service refuses an unset one). */
describe('photo moderation in the production topologies', () => {
  it('docker-compose.yml sets MODERATION_ADAPTER for profiles, with the credentials passed on', () => {
    const compose = readYaml<{
      services: Record<string, { environment: Record<string, string> }>;
    }>('docker-compose.yml');
    const env = compose.services.profiles.environment;
    expect(env.NODE_ENV).toBe('production');
    expect(env.MODERATION_ADAPTER).toMatch(/^\$\{MODERATION_ADAPTER:-(disabled|sightengine)\}$/);
    expect(env).toHaveProperty('MODERATION_API_USER');
    expect(env).toHaveProperty('MODERATION_API_SECRET');
  });

  it('the Helm values choose an adapter for profiles', () => {
    const values = readYaml<{ profiles: { config?: Record<string, string> } }>(
      'helm',
      'filmcollab',
      'values.yaml',
    );
    expect(['disabled', 'sightengine']).toContain(values.profiles.config?.MODERATION_ADAPTER);
  });
});
