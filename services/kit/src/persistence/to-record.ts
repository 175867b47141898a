/**
 * Persistence conventions (services/kit/README.md): a `…Document` type is inferred from its mongoose
 * schema (`InferSchemaType`) and is what the database holds; a `…Record` is the plain object a
 * repository returns (`id` instead of `_id`). Repositories read with `.lean()` and map with this.
 */
export function withId<TDocument extends { _id: string }>(
  document: TDocument,
): Omit<TDocument, '_id'> & { id: string } {
  const { _id, ...rest } = document;
  return { id: _id, ...rest };
}
