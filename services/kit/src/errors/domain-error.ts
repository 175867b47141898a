import type { ErrorCode } from '@filmcollab/contracts';

export interface DomainErrorOptions {
  /** Replaces the code's message with a more specific text (also declared in contracts). */
  message?: string;
  details?: unknown;
  hint?: string;
}

/**
 * A coded, expected failure: `throw new DomainError(ProfilesErrors.PROFILE_NOT_FOUND)`. The code, its
 * status and its message come from the domain's `defineErrors` in contracts; the kit's exception
 * filter turns it into `{ message, code, details?, hint? }`.
 */
export class DomainError<TCode extends string = string> extends Error {
  readonly code: TCode;
  readonly status: number;
  readonly details?: unknown;
  readonly hint?: string;

  constructor(definition: ErrorCode<TCode>, options: DomainErrorOptions = {}) {
    super(options.message ?? definition.message);
    this.name = 'DomainError';
    this.code = definition.code;
    this.status = definition.status;
    this.details = options.details;
    this.hint = options.hint;
  }

  /** Whether `error` is a DomainError with this definition's code. */
  static is<TCode extends string>(
    error: unknown,
    definition: ErrorCode<TCode>,
  ): error is DomainError<TCode> {
    return error instanceof DomainError && error.code === definition.code;
  }
}
