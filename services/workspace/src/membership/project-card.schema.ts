import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_CARD_MODEL = 'ProjectCard';

/**
 * Collection `projects`: what the workspace shows of a project (its header) and who created it,
 * from projects' created / updated / status_changed events; the newest `updatedAt` wins.
 */
export const ProjectCardSchema = new Schema(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    status: { type: String, required: true },
    creatorId: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'projects', versionKey: false },
);

export type ProjectCardDocument = InferSchemaType<typeof ProjectCardSchema> & { _id: string };
