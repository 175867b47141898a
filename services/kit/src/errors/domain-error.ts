export interface DomainErrorOptions {
  /** HTTP status; 400 unless given. */
  status?: number;
  details?: unknown;
  hint?: string;
}

/** A coded, expected failure; the kit's exception filter turns it into `{ message, code, details?, hint? }`. */
export class DomainError extends Error {
  readonly status: number;
  readonly details?: unknown;
  readonly hint?: string;

  constructor(
    readonly code: string,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = options.status ?? 400;
    this.details = options.details;
    this.hint = options.hint;
  }
}
