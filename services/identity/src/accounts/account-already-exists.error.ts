/** Which unique field of an account another account already holds. */
export type TakenAccountField = 'email' | 'username';

/** Raised by an account adapter when the e-mail or username is taken. */
export class AccountAlreadyExistsError extends Error {
  constructor(readonly field: TakenAccountField) {
    super(`An account with this ${field === 'email' ? 'e-mail' : 'username'} already exists`);
    this.name = 'AccountAlreadyExistsError';
  }
}
