import type { IdentityConfig } from '../../config/identity-config.schema';
import { OWASP_COST, PasswordHasher, scryptParameters } from './password-hasher';

/** The hasher at `PASSWORD_HASH_COST`; a cost below OWASP's is refused in production. */
export function createPasswordHasher(
  config: Pick<IdentityConfig, 'NODE_ENV' | 'PASSWORD_HASH_COST' | 'PASSWORD_HASH_CONCURRENCY'>,
): PasswordHasher {
  if (config.NODE_ENV === 'production' && config.PASSWORD_HASH_COST < OWASP_COST) {
    throw new Error(
      `PASSWORD_HASH_COST=${config.PASSWORD_HASH_COST} is for test runs: production needs at least ${OWASP_COST}`,
    );
  }
  return new PasswordHasher(
    scryptParameters(config.PASSWORD_HASH_COST),
    config.PASSWORD_HASH_CONCURRENCY,
  );
}
