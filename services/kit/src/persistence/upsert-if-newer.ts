import type { Model } from 'mongoose';
import { duplicateKeyFields } from './duplicate-key-fields';

export interface NewerWrite {
  /** The document's `_id`. */
  id: string;
  /** The field that orders versions (a number or a date) and this write's value of it. */
  field: string;
  value: number | Date;
  /** Written when this version is newer; must include `field`. */
  set: Record<string, unknown>;
  /** Written only when the document is created. */
  setOnInsert?: Record<string, unknown>;
}

/**
 * Writes a version of a read-model document unless the same or a newer one is kept; answers
 * whether it wrote. One upsert, so a document inserted at the same moment by another handler
 * cannot hide the change: when the kept version is as new or newer, the upsert's insert collides
 * on `_id` and is dropped. A collision with a document inserted between the upsert's match and
 * its insert (an older version, a placeholder) is retried once: the update then applies to it.
 */
export async function upsertIfNewer<T>(model: Model<T>, write: NewerWrite): Promise<boolean> {
  const update: Record<string, unknown> = { $set: write.set };
  if (write.setOnInsert) update.$setOnInsert = write.setOnInsert;
  for (let attempt = 1; ; attempt++) {
    try {
      await model
        .updateOne({ _id: write.id, [write.field]: { $lt: write.value } }, update, { upsert: true })
        .exec();
      return true;
    } catch (error) {
      if (duplicateKeyFields(error) === null) throw error;
      if (attempt === 2) return false;
    }
  }
}
