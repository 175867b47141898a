import path from 'node:path';
import { ReserveUsernameQuery, SERVICE_NAMES, type ServiceName } from '@filmcollab/contracts';
import type { ServiceDefinition } from '@filmcollab/service-kit';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import type { Type } from '@nestjs/common';

export interface ServiceUnderTest {
  name: ServiceName;
  appModule: Type<unknown>;
  definition: ServiceDefinition;
  objectStore?: { buckets: string[] };
  env?: Record<string, string>;
  /** What the signed-in fuzzing user needs to exist first, so validation is not masked by a 404. */
  prepare?: (harness: ServiceHarness, user: TestUser) => Promise<void>;
}

/** Extra set-up of the services that need one; every other service boots as its smoke test does. */
const SETUPS: Partial<Record<ServiceName, Partial<ServiceUnderTest>>> = {
  profiles: {
    objectStore: { buckets: ['profile-images'] },
    env: { PUBLIC_URL: 'http://app.test', SHARED_PROJECTS_TIMEOUT_MS: '300' },
    prepare: async (harness, user) => {
      const { reserved } = await harness.query(ReserveUsernameQuery, {
        userId: user.id,
        username: user.username,
        fullName: 'Fuzz Person',
        email: user.email,
      });
      if (!reserved) throw new Error(`could not create the profile of ${user.username}`);
    },
  },
};

/** Every service of the registry, from its build (`make test` builds before testing). */
export function servicesUnderTest(): ServiceUnderTest[] {
  return SERVICE_NAMES.map((name) => {
    const root = path.dirname(require.resolve(`@filmcollab/${name}-service/package.json`));
    // Loaded by name from the registry, so a service added there is fuzzed without editing this list.
    const load = (file: string): Record<string, unknown> =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(root, 'dist', file)) as Record<string, unknown>;
    const AppModule = load('app.module.js').AppModule as Type<unknown> | undefined;
    const definitions = load('service-definition.js') as Record<string, ServiceDefinition>;
    const definition = definitions[`${name}Service`];
    if (!AppModule || !definition) throw new Error(`${name}: no AppModule or ${name}Service`);
    return { name, appModule: AppModule, definition, ...SETUPS[name] };
  });
}
