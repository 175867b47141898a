/** Injection token of the validated `IdentityConfig` (the kit's config object). */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
