import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_TITLE_MODEL = 'ProjectTitle';

/**
 * The newest title known of each credited project (collection `project_titles`, `_id` the project's
 * id), from projects' events: a join and a rename travel on different consumers and may arrive in
 * either order, and this is what lets a credit end with the newest title regardless.
 */
export const ProjectTitleSchema = new Schema(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    /** When the project had this title (its `updatedAt`); an older event never replaces it. */
    asOf: { type: Date, required: true },
  },
  { collection: 'project_titles', versionKey: false },
);

export type ProjectTitleDocument = InferSchemaType<typeof ProjectTitleSchema>;
