import { type InferSchemaType, Schema } from 'mongoose';

export const VERIFICATION_TOKEN_MODEL = 'VerificationToken';

/** A one-time e-mail verification link (collection `email_verification_tokens`); `_id` is the token's SHA-256, never the token. */
export const VerificationTokenSchema = new Schema(
  {
    _id: { type: String, required: true },
    accountId: { type: String, required: true, index: true },
    // TTL index: the database removes expired links; the service also checks the time itself.
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'email_verification_tokens', versionKey: false },
);

export type VerificationTokenDocument = InferSchemaType<typeof VerificationTokenSchema>;
