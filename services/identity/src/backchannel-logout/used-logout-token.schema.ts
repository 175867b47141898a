import { type InferSchemaType, Schema } from 'mongoose';

export const USED_LOGOUT_TOKEN_MODEL = 'UsedLogoutToken';

/**
 * The `jti` of every logout token already acted on (collection `used_logout_tokens`), kept until the
 * token is too old to be accepted anyway; in the database so a replay is refused after a restart too.
 */
export const UsedLogoutTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'used_logout_tokens', versionKey: false },
);

export type UsedLogoutTokenDocument = InferSchemaType<typeof UsedLogoutTokenSchema>;
