import { Schema } from 'mongoose';

export const ACCOUNT_MODEL = 'Account';

/** The stored shape of a local account (collection `accounts`). */
export interface AccountRecord {
  _id: string;
  email: string;
  username: string;
  passwordHash: string;
  emailVerified: boolean;
  roles: string[];
  fullName?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const AccountSchema = new Schema<AccountRecord>(
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
