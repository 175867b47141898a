import { type InferSchemaType, Schema } from 'mongoose';

export const IDP_SESSION_MODEL = 'IdpSession';

/** A signed-in browser (collection `idp_sessions`); `_id` is the public session id (`sid`). */
export const IdpSessionSchema = new Schema(
  {
    _id: { type: String, required: true },
    accountId: { type: String, required: true, index: true },
    cookieHash: { type: String, required: true, index: true },
    rememberMe: { type: Boolean, required: true },
    authTime: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'idp_sessions', versionKey: false },
);

export type IdpSessionDocument = InferSchemaType<typeof IdpSessionSchema>;
