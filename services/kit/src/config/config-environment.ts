import { AsyncLocalStorage } from 'node:async_hooks';

type Environment = Record<string, string | undefined>;

// Lets test helpers boot a service against their own variables without mutating process.env.
const overrides = new AsyncLocalStorage<Environment>();

export function runWithEnvironment<T>(env: Environment, fn: () => T): T {
  return overrides.run(env, fn);
}

/** The only place the kit reads process.env. */
export function currentEnvironment(): Environment {
  return overrides.getStore() ?? process.env;
}
