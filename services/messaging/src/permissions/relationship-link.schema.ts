import { type InferSchemaType, Schema } from 'mongoose';

export const RELATIONSHIP_LINK_MODEL = 'RelationshipLink';

/**
 * Collection `relationship_links`: messaging's copy of what lets two users message each other —
 * a connection between two users (`kind: 'connection'`, `scope` = the pair key, `userId` = the
 * pair key too) or one user's membership of a project (`kind: 'membership'`, `scope` = project id).
 * Profiles' and projects' events arrive on separate consumers, in any order, so each row keeps the
 * latest start and end it heard of; it is active when it started after it last ended.
 */
export const RelationshipLinkSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['connection', 'membership'], required: true },
    scope: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    startedAt: { type: Date, default: null },
    endedAt: { type: Date, default: null },
    active: { type: Boolean, required: true, default: false },
  },
  { collection: 'relationship_links', versionKey: false },
);

export type RelationshipLinkDocument = InferSchemaType<typeof RelationshipLinkSchema> & {
  _id: string;
};
