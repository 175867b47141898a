import { type InferSchemaType, Schema } from 'mongoose';

export const CALENDAR_FEED_MODEL = 'CalendarFeed';

/**
 * Collection `calendar_feeds`: one secret feed token per member and project. The token is the
 * only credential of the public feed URL; rotating or revoking deletes the row.
 */
export const CalendarFeedSchemaDefinition = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'calendar_feeds', versionKey: false },
);
CalendarFeedSchemaDefinition.index({ projectId: 1, userId: 1 });

export type CalendarFeedDocument = InferSchemaType<typeof CalendarFeedSchemaDefinition> & {
  _id: string;
};
