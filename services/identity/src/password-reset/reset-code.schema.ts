import { type InferSchemaType, Schema } from 'mongoose';

export const RESET_CODE_MODEL = 'PasswordResetCode';

/**
 * The live password-reset code of an e-mail address (collection `password_reset_codes`); `_id` is
 * the lower-cased address, so a new request replaces the previous code. Only a salted hash of the
 * code is kept.
 */
export const ResetCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    accountId: { type: String, required: true },
    salt: { type: String, required: true },
    codeHash: { type: String, required: true },
    attempts: { type: Number, required: true, default: 0 },
    // TTL index: the database removes expired codes; the service also checks the time itself.
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'password_reset_codes', versionKey: false },
);

export type ResetCodeDocument = InferSchemaType<typeof ResetCodeSchema>;
