/** Raised by an account adapter when the e-mail or username is taken. */
export class AccountAlreadyExistsError extends Error {
  constructor() {
    super('An account with this e-mail or username already exists');
    this.name = 'AccountAlreadyExistsError';
  }
}
