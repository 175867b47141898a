/** A logout token that must not be acted on; the reason is for the log, never for the caller. */
export class InvalidLogoutTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid logout token: ${reason}`);
    this.name = 'InvalidLogoutTokenError';
  }
}
