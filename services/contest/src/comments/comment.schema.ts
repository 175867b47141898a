import { type InferSchemaType, Schema } from 'mongoose';

export const COMMENT_MODEL = 'FilmComment';

/** Collection `film_comments`: a timecoded comment on a film (a marker on its timeline). */
export const CommentSchema = new Schema(
  {
    _id: { type: String, required: true },
    filmId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    atSeconds: { type: Number, required: true },
    text: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'film_comments', versionKey: false },
);

export type CommentDocument = InferSchemaType<typeof CommentSchema>;
