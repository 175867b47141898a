/** gateway/kong.yml could not be read or holds something the dev gateway cannot apply. */
export class KongConfigError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'KongConfigError';
  }
}
