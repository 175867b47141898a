import { type InferSchemaType, Schema } from 'mongoose';

export const DEPENDENCY_GRAPH_MODEL = 'DependencyGraph';

/**
 * Collection `dependency_graphs`: one counter per project and graph (`tasks|{projectId}`,
 * `milestones|{projectId}`), bumped by every dependency added in the same transaction. Two
 * concurrent additions then write the same document, so one transaction aborts and runs again,
 * seeing the other's edge: the cycle check cannot be raced.
 */
export const DependencyGraphSchemaDefinition = new Schema(
  { _id: { type: String, required: true }, version: { type: Number, required: true } },
  { collection: 'dependency_graphs', versionKey: false },
);
export type DependencyGraphDocument = InferSchemaType<typeof DependencyGraphSchemaDefinition> & {
  _id: string;
};
