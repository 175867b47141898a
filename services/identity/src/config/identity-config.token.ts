/** Injection token of the validated `IdentityConfig` (the kit's config object in the service, a parsed env in the seed). */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
