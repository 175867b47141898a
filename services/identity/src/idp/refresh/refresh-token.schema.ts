import { type InferSchemaType, Schema } from 'mongoose';

export const REFRESH_TOKEN_MODEL = 'RefreshToken';

/**
 * One issued refresh token (collection `refresh_tokens`, `_id` = its `jti`); `usedAt` marks it
 * rotated, `graceUsedAt` its one redemption again within the grace period.
 */
export const RefreshTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    clientId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    graceUsedAt: { type: Date, default: null },
  },
  { collection: 'refresh_tokens', versionKey: false },
);

export type RefreshTokenDocument = InferSchemaType<typeof RefreshTokenSchema>;
