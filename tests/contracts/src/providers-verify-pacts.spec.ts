import { SERVICE_NAMES } from '@filmcollab/contracts';
import { pactsOf } from './pact-files';
import { verifyProvider } from './provider-verification';

const providers = SERVICE_NAMES.filter((name) => pactsOf(name).length > 0);

/** Provider side: each domain honours every pact written for it (pacts/*-<provider>.json). */
describe('pact: providers verify their consumers’ pacts', () => {
  it('has pacts for the domains others depend on', () => {
    expect(providers).toEqual([
      'identity',
      'profiles',
      'community',
      'projects',
      'workspace',
      'messaging',
    ]);
  });

  it.each(providers)('%s honours its pacts', async (provider) => {
    await expect(verifyProvider(provider)).resolves.toBeDefined();
  });
});
