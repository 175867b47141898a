import { duplicateKeyFields } from './duplicate-key-fields';

/**
 * Runs a write and turns a unique-index refusal into the caller's conflict: `conflict(fields)`
 * returns the error to throw (or undefined to rethrow the original), given the index's fields.
 */
export async function conflictOnDuplicate<T>(
  write: () => Promise<T>,
  conflict: (fields: string[]) => Error | undefined,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const fields = duplicateKeyFields(error);
    throw (fields && conflict(fields)) || error;
  }
}
