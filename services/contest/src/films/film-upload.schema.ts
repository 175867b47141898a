import { type InferSchemaType, Schema } from 'mongoose';

export const FILM_UPLOAD_MODEL = 'FilmUpload';

/**
 * Collection `film_uploads`: who was given which pending upload key, its declared type and
 * size (the kit's pending-upload record, swept after expiry, is the other half).
 */
export const FilmUploadSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, enum: ['video', 'captions', 'chunked'], required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'film_uploads', versionKey: false },
);

export type FilmUploadDocument = InferSchemaType<typeof FilmUploadSchema>;
