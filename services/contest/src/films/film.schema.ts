import { type InferSchemaType, Schema } from 'mongoose';

export const FILM_MODEL = 'Film';

const CrewMemberSchema = new Schema(
  {
    userId: { type: String, required: true },
    username: { type: String, required: true },
    fullName: { type: String, default: null },
  },
  { _id: false },
);

/**
 * Collection `film_submissions` (spec 01 §3): the film of one team in one round; `videoKey` is
 * the storage path in the `contest-films` bucket.
 */
export const FilmSchema = new Schema(
  {
    _id: { type: String, required: true },
    roundId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    crew: { type: [CrewMemberSchema], default: [] },
    videoKey: { type: String, required: true },
    contentType: { type: String, required: true },
    captionsKey: { type: String, default: null },
    durationSeconds: { type: Number, required: true },
    submittedAt: { type: Date, required: true, index: true },
  },
  { collection: 'film_submissions', versionKey: false },
);

export type FilmDocument = InferSchemaType<typeof FilmSchema>;
