import { type InferSchemaType, Schema } from 'mongoose';

export const LOGIN_FAILURE_MODEL = 'LoginFailure';

/**
 * Wrong passwords of one e-mail address or one client address (collection `login_failures`);
 * `_id` is `account:<sha256 of the address>` or `client:<sha256 of the client address>`.
 */
export const LoginFailureSchema = new Schema(
  {
    _id: { type: String, required: true },
    failures: { type: Number, required: true },
    lastFailureAt: { type: Date, required: true },
    lockedUntil: { type: Date, default: null },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'login_failures', versionKey: false },
);

export type LoginFailureDocument = InferSchemaType<typeof LoginFailureSchema>;
