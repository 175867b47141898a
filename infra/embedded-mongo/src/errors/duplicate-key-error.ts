import type { Doc } from '../bson/doc-utils';
import { formatKeyValue } from '../bson/key-encoder';
import { MongoError } from './mongo-error';

/** E11000 with the exact shape mongod uses, so the driver and mongoose raise the same errors. */
export class DuplicateKeyError extends MongoError {
  constructor(ns: string, indexName: string, keyPattern: Doc, keyValue: Doc) {
    const shown = Object.keys(keyValue)
      .map((k) => `${k}: ${formatKeyValue(keyValue[k])}`)
      .join(', ');
    super(
      11000,
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }
}
