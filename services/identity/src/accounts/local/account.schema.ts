import { type InferSchemaType, Schema } from 'mongoose';

export const ACCOUNT_MODEL = 'Account';

/** The stored shape of a local account (collection `accounts`). */
export const AccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    username: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    emailVerified: { type: Boolean, required: true, default: false },
    roles: { type: [String], required: true, default: ['user'] },
    fullName: { type: String },
  },
  { collection: 'accounts', timestamps: true, versionKey: false },
);

export type AccountDocument = InferSchemaType<typeof AccountSchema>;
