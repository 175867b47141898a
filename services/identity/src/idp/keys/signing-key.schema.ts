import { type InferSchemaType, Schema } from 'mongoose';
import type { JWK } from 'jose';

export const SIGNING_KEY_MODEL = 'SigningKey';

/** The realm's RS256 key pair (collection `signing_keys`), kept so tokens stay valid across restarts. */
export const SigningKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    kid: { type: String, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'signing_keys', versionKey: false },
);

/** Hand-typed for the keys only: mongoose infers `Mixed` paths as `any`, and they hold JWKs. */
export type SigningKeyDocument = Omit<
  InferSchemaType<typeof SigningKeySchema>,
  'privateJwk' | 'publicJwk'
> & {
  privateJwk: JWK;
  publicJwk: JWK;
};
