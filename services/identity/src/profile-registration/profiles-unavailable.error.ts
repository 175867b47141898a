/** Profiles did not answer the username reservation (no responder, timeout or its own failure). */
export class ProfilesUnavailableError extends Error {
  override readonly name = 'ProfilesUnavailableError';

  constructor(readonly reason: string) {
    super(`the profiles service did not answer the username reservation: ${reason}`);
  }
}
