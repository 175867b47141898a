import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_FILE_MODEL = 'ProjectFile';

/**
 * Collection `project_files`: one row per stored version; `filePath` is the object's key in the
 * private bucket `project-files` (`{projectId}/{timestamp}.{ext}`).
 */
export const ProjectFileSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    fileName: { type: String, required: true },
    filePath: { type: String, required: true },
    fileSize: { type: Number, required: true },
    fileType: { type: String, required: true },
    uploadedBy: { type: String, required: true },
    description: { type: String, default: null },
    version: { type: Number, required: true },
    isLatestVersion: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'project_files', versionKey: false },
);
/** One row per version of a name: two uploads of one name at once cannot both take a number. */
ProjectFileSchemaDefinition.index({ projectId: 1, fileName: 1, version: 1 }, { unique: true });

export type ProjectFileDocument = InferSchemaType<typeof ProjectFileSchemaDefinition> & {
  _id: string;
};
