import { readYaml } from './repo-files';

/** Issue 18: production chooses its photo moderation explicitly (the service refuses an unset one). */
/** Issue 10: community's uploaded images and videos go through the same port. */
describe.each(['profiles', 'community'])(
  'upload moderation of %s in the production topologies',
  (service) => {
    it('docker-compose.yml sets MODERATION_ADAPTER, with the credentials passed on', () => {
      const compose = readYaml<{
        services: Record<string, { environment: Record<string, string> }>;
      }>('docker-compose.yml');
      const env = compose.services[service].environment;
      expect(env.NODE_ENV).toBe('production');
      expect(env.MODERATION_ADAPTER).toMatch(/^\$\{MODERATION_ADAPTER:-(disabled|sightengine)\}$/);
      expect(env).toHaveProperty('MODERATION_API_USER');
      expect(env).toHaveProperty('MODERATION_API_SECRET');
    });

    it('the Helm values choose an adapter', () => {
      const values = readYaml<Record<string, { config?: Record<string, string> }>>(
        'helm',
        'filmcollab',
        'values.yaml',
      );
      expect(['disabled', 'sightengine']).toContain(values[service].config?.MODERATION_ADAPTER);
    });
  },
);
