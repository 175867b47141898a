import { EVENT_TYPES } from '@filmcollab/contracts';
import { type InferSchemaType, Schema } from 'mongoose';

export const PROJECT_EVENT_MODEL = 'ProjectEvent';

/** Collection `project_events` (spec 03 §3). */
export const ProjectEventSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    eventType: { type: String, enum: EVENT_TYPES, required: true },
    startTime: { type: Date, required: true },
    endTime: { type: Date, default: null },
    location: { type: String, default: null },
    attendees: { type: [String], default: [] },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'project_events', versionKey: false },
);

export type ProjectEventDocument = InferSchemaType<typeof ProjectEventSchemaDefinition> & {
  _id: string;
};
