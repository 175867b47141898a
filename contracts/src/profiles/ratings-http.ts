import * as z from 'zod/mini';
import { optionalText } from '../http/input-rules';

export const CONNECTION_STATUSES = [
  'none',
  'pending_outgoing',
  'pending_incoming',
  'connected',
] as const;
export const ConnectionStatusSchema = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>;

/**
 * `GET /api/profiles/:id/relationship`: how the signed-in viewer relates to the profile's user.
 * `sharesProject` is false when the projects service does not answer (spec: treated as not
 * collaborating). `pendingRequestId` is the pending connection request between the two, if any.
 */
export const RelationshipResponseSchema = z.object({
  isSelf: z.boolean(),
  sharesProject: z.boolean(),
  canRate: z.boolean(),
  hasRated: z.boolean(),
  connectionStatus: ConnectionStatusSchema,
  pendingRequestId: z.nullable(z.string()),
});
export type RelationshipResponse = z.infer<typeof RelationshipResponseSchema>;

export const RATING_COMMENT_MAX = 1000;

/**
 * `POST /api/profiles/:id/ratings` body. Eligibility is enforced by the server: 400 `CANNOT_RATE_SELF`,
 * 403 `NOT_A_COLLABORATOR`, 409 `ALREADY_RATED`, 404 `PROFILE_NOT_FOUND`.
 */
export const CreateRatingRequestSchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: optionalText(RATING_COMMENT_MAX, 'multi'),
});
export type CreateRatingRequest = z.infer<typeof CreateRatingRequestSchema>;
export type CreateRatingRequestInput = z.input<typeof CreateRatingRequestSchema>;

export const UserRatingSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  raterId: z.string(),
  ratedUserId: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  ratingType: z.literal('performance'),
  createdAt: z.iso.datetime(),
});
export type UserRating = z.infer<typeof UserRatingSchema>;

/** `POST /api/profiles/:id/ratings` response (201): the rating and the rated user's new average. */
export const CreateRatingResponseSchema = z.object({
  rating: UserRatingSchema,
  averageRating: z.number().check(z.minimum(1), z.maximum(5)),
  ratingCount: z.int().check(z.minimum(1)),
});
export type CreateRatingResponse = z.infer<typeof CreateRatingResponseSchema>;
