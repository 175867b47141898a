import { StorageErrors } from '@filmcollab/contracts';

type StorageError = (typeof StorageErrors)[keyof typeof StorageErrors];

/** A read or upload the storage route refuses, answered in the error envelope. */
export class StorageRefusal extends Error {
  readonly status: number;
  readonly code: string;

  constructor(error: StorageError, readonly hint?: string) {
    super(error.message);
    this.status = error.status;
    this.code = error.code;
  }

  get body(): { message: string; code: string; hint?: string } {
    return { message: this.message, code: this.code, ...(this.hint ? { hint: this.hint } : {}) };
  }
}
