import { type InferSchemaType, Schema } from 'mongoose';

export const USER_RATING_MODEL = 'UserRating';

/** Collection `user_ratings`. */
export const UserRatingSchema = new Schema(
  {
    _id: { type: String, required: true },
    projectId: { type: String, required: true },
    raterId: { type: String, required: true },
    ratedUserId: { type: String, required: true, index: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    comment: { type: String, default: null },
    ratingType: {
      type: String,
      enum: ['performance'] as const,
      required: true,
      default: 'performance',
    },
  },
  {
    collection: 'user_ratings',
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
  },
);

/** A rater rates a user once per project. */
UserRatingSchema.index(
  { raterId: 1, ratedUserId: 1, projectId: 1 },
  { unique: true, name: 'one_rating_per_project' },
);

export type UserRatingDocument = InferSchemaType<typeof UserRatingSchema>;
