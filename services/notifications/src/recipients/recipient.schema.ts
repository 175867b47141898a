import { type InferSchemaType, Schema } from 'mongoose';

export const RECIPIENT_MODEL = 'Recipient';

/** Collection `recipients`: where a user's e-mail goes (from sign-up, refreshed from their token). */
export const RecipientSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    name: { type: String, default: null },
  },
  { collection: 'recipients', versionKey: false, timestamps: true },
);

export type RecipientDocument = InferSchemaType<typeof RecipientSchema> & { _id: string };
