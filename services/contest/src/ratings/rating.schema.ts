import { type InferSchemaType, Schema } from 'mongoose';

export const RATING_MODEL = 'FilmRating';

/** Collection `film_ratings` (spec 01 §3): one per user and film (`_id` = `{filmId}:{userId}`). */
export const RatingSchema = new Schema(
  {
    _id: { type: String, required: true },
    filmId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
  },
  { collection: 'film_ratings', versionKey: false, timestamps: true },
);

export type RatingDocument = InferSchemaType<typeof RatingSchema>;
