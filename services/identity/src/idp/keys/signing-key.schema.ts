import { Schema } from 'mongoose';
import type { JWK } from 'jose';

export const SIGNING_KEY_MODEL = 'SigningKey';

/** The realm's RS256 key pair (collection `signing_keys`), kept so tokens stay valid across restarts. */
export interface SigningKeyRecord {
  _id: string;
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: Date;
}

export const SigningKeySchema = new Schema<SigningKeyRecord>(
  {
    _id: { type: String, required: true },
    kid: { type: String, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'signing_keys', versionKey: false },
);
