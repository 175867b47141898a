import { type InferSchemaType, Schema } from 'mongoose';

export const AUTHORIZATION_CODE_MODEL = 'AuthorizationCode';

/** A one-time authorization code (collection `authorization_codes`); `_id` is the code's SHA-256, never the code. */
export const AuthorizationCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    clientId: { type: String, required: true },
    redirectUri: { type: String, required: true },
    codeChallenge: { type: String, required: true },
    sessionId: { type: String, required: true },
    accountId: { type: String, required: true },
    nonce: { type: String, default: null },
    scope: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'authorization_codes', versionKey: false },
);

export type AuthorizationCodeDocument = InferSchemaType<typeof AuthorizationCodeSchema>;
