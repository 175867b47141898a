import type { z } from 'zod';
import type { Doc } from '../bson/doc-utils';
import { MongoError } from '../errors/mongo-error';

/** Validates a command document; a mismatch answers MongoDB's TypeMismatch / FailedToParse style. */
export function parseCommand<T extends z.ZodType>(schema: T, body: Doc, name: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || name;
  throw new MongoError(
    14,
    'TypeMismatch',
    `Invalid ${name} command: field '${field}': ${issue?.message ?? 'invalid'}`,
  );
}
