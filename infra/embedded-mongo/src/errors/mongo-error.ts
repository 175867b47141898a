import type { Doc } from '../bson/doc-utils';

/** A MongoDB server error: rendered as `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export class MongoError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Doc = {},
  ) {
    super(message);
  }

  toReply(): Doc {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  toWriteError(index: number): Doc {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }

  static badValue(message: string): MongoError {
    return new MongoError(2, 'BadValue', message);
  }

  static invalidArgument(message: string): MongoError {
    return new MongoError(14, 'TypeMismatch', message);
  }
}
