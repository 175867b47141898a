import * as z from 'zod/mini';
import { identifier, multiLineText, singleLineText } from '../http/input-rules';
import {
  CONTEST_CAPTIONS_MAX_BYTES,
  CONTEST_CREW_MAX,
  CONTEST_FILM_MAX_BYTES,
  CONTEST_FILM_TYPES,
  CONTEST_RUBRIC,
  ContestFilmSchema,
  ContestRoundSchema,
  FilmCommentSchema,
  LeaderboardEntrySchema,
  RUBRIC_MAX,
  RUBRIC_MIN,
} from './contest-model';

/** `GET /api/contest/rounds/current` (public): the round open now, else the next one. */
export const CurrentRoundResponseSchema = z.object({ round: ContestRoundSchema });
export type CurrentRoundResponse = z.infer<typeof CurrentRoundResponseSchema>;

/** `GET /api/contest/rounds` (public): every stored round, newest first. */
export const RoundListResponseSchema = z.object({ rounds: z.array(ContestRoundSchema) });
export type RoundListResponse = z.infer<typeof RoundListResponseSchema>;

/**
 * `GET /api/contest/rounds/:roundId/leaderboard` (public): live (provisional) while the round
 * runs, frozen once it is closed (`frozenAt` set; later ratings change nothing).
 */
export const LeaderboardResponseSchema = z.object({
  round: ContestRoundSchema,
  formula: z.string(),
  frozenAt: z.nullable(z.iso.datetime()),
  entries: z.array(LeaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** `GET /api/contest/rubric` (public). */
export const RubricResponseSchema = z.object({
  criteria: z.array(z.object({ key: z.string(), label: z.string(), description: z.string() })),
  min: z.int(),
  max: z.int(),
  formula: z.string(),
});
export type RubricResponse = z.infer<typeof RubricResponseSchema>;

/** `GET /api/contest/films?roundId=` (public; a signed-in viewer also gets `myRating`). */
export const FilmListQuerySchema = z.object({ roundId: z.optional(identifier(64)) });
export type FilmListQuery = z.infer<typeof FilmListQuerySchema>;
export const FilmListResponseSchema = z.object({ films: z.array(ContestFilmSchema) });
export type FilmListResponse = z.infer<typeof FilmListResponseSchema>;

export const ContestFilmContentTypeSchema = z.enum(
  Object.keys(CONTEST_FILM_TYPES) as [
    keyof typeof CONTEST_FILM_TYPES,
    ...(keyof typeof CONTEST_FILM_TYPES)[],
  ],
  { error: 'Please choose an MP4, WebM or QuickTime video.' },
);

/** `POST /api/contest/films/upload-url` (signed in; the round must be open). */
export const FilmUploadUrlRequestSchema = z.object({
  contentType: ContestFilmContentTypeSchema,
  size: z
    .int()
    .check(
      z.positive(),
      z.maximum(CONTEST_FILM_MAX_BYTES, { error: 'The video must be 2 GB or smaller.' }),
    ),
});
export type FilmUploadUrlRequest = z.infer<typeof FilmUploadUrlRequestSchema>;

/** `POST /api/contest/films/captions-upload-url` (signed in): a WebVTT file. */
export const CaptionsUploadUrlRequestSchema = z.object({
  size: z.int().check(
    z.positive(),
    z.maximum(CONTEST_CAPTIONS_MAX_BYTES, {
      error: 'The captions file must be 512 KB or smaller.',
    }),
  ),
});
export type CaptionsUploadUrlRequest = z.infer<typeof CaptionsUploadUrlRequestSchema>;

/**
 * Upload ticket: the browser posts a multipart form to `uploadUrl` with exactly `fields`, then
 * the file as `file` (XHR progress events), then names `key` when it submits.
 */
export const ContestUploadUrlResponseSchema = z.object({
  uploadUrl: z.url(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresInSeconds: z.int(),
});
export type ContestUploadUrlResponse = z.infer<typeof ContestUploadUrlResponseSchema>;

/** `POST /api/contest/films` (signed in): enters the uploaded film into the open round. */
export const SubmitFilmRequestSchema = z
  .object({
    title: singleLineText().check(
      z.minLength(1, { error: 'Please give your film a title.' }),
      z.maxLength(120),
    ),
    description: z._default(multiLineText().check(z.maxLength(2000)), ''),
    /** Crew members' usernames (the submitter is always part of the team). */
    crew: z._default(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)))
        .check(z.maxLength(CONTEST_CREW_MAX, { error: 'A crew has at most 12 members.' })),
      [],
    ),
    /** A single-upload video (`POST films/upload-url`)… */
    videoKey: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
    /** …or a chunked one (`POST films/uploads`): exactly one of the two. */
    uploadId: z.optional(identifier(64)),
    captionsKey: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(300)))),
  })
  .check(
    z.refine((body) => (body.videoKey === undefined) !== (body.uploadId === undefined), {
      error: 'Please upload a video.',
      path: ['videoKey'],
    }),
  );
export type SubmitFilmRequest = z.infer<typeof SubmitFilmRequestSchema>;
export const SubmitFilmResponseSchema = z.object({ film: ContestFilmSchema });
export type SubmitFilmResponse = z.infer<typeof SubmitFilmResponseSchema>;

/** `PUT /api/contest/films/:filmId/rating` (signed in, not crew): one per user and film. */
export const RateFilmRequestSchema = z.object({
  rating: z.int().check(z.minimum(1), z.maximum(5)),
});
export type RateFilmRequest = z.infer<typeof RateFilmRequestSchema>;
export const RateFilmResponseSchema = z.object({
  averageRating: z.nullable(z.number()),
  ratingCount: z.int(),
  myRating: z.int(),
});
export type RateFilmResponse = z.infer<typeof RateFilmResponseSchema>;

/** `PUT /api/contest/films/:filmId/judge-score` (realm role `judge`): one scorecard per judge. */
export const JudgeScoreRequestSchema = z.object({
  scores: z.object(
    Object.fromEntries(
      CONTEST_RUBRIC.map((c) => [
        c.key,
        z.int().check(z.minimum(RUBRIC_MIN), z.maximum(RUBRIC_MAX)),
      ]),
    ) as Record<(typeof CONTEST_RUBRIC)[number]['key'], z.ZodMiniNumberFormat>,
  ),
});
export type JudgeScoreRequest = z.infer<typeof JudgeScoreRequestSchema>;
export const JudgeScoreResponseSchema = z.object({
  filmId: z.string(),
  scores: z.record(z.string(), z.number()),
  mean: z.number(),
});
export type JudgeScoreResponse = z.infer<typeof JudgeScoreResponseSchema>;

/** `GET /api/contest/films/:filmId/comments` (public), `POST` (signed in). */
export const FilmCommentListResponseSchema = z.object({ comments: z.array(FilmCommentSchema) });
export type FilmCommentListResponse = z.infer<typeof FilmCommentListResponseSchema>;
export const AddFilmCommentRequestSchema = z.object({
  atSeconds: z.number().check(z.minimum(0), z.maximum(24 * 3600)),
  text: multiLineText().check(
    z.minLength(1, { error: 'Please write a comment.' }),
    z.maxLength(1000),
  ),
});
export type AddFilmCommentRequest = z.infer<typeof AddFilmCommentRequestSchema>;
export const AddFilmCommentResponseSchema = z.object({ comment: FilmCommentSchema });

/**
 * `POST /api/contest/vip-claims` (public; a token adds user and e-mail): logs the click
 * (spec 01: user_id, feature_name 'vip_priority_list_signup', user_email, session_id).
 */
export const ClaimVipRequestSchema = z.object({
  sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type ClaimVipRequest = z.infer<typeof ClaimVipRequestSchema>;
/** `GET /api/contest/vip-claims/me` (signed in). */
export const VipStatusResponseSchema = z.object({
  claimed: z.boolean(),
  claimedAt: z.nullable(z.iso.datetime()),
});
export type VipStatusResponse = z.infer<typeof VipStatusResponseSchema>;
/** `GET /api/contest/admin/vip-claims` (realm role `contest-admin`): the VIP list, oldest first. */
export const VipClaimListResponseSchema = z.object({
  claims: z.array(
    z.object({
      userId: z.nullable(z.string()),
      userEmail: z.nullable(z.string()),
      sessionId: z.string(),
      featureName: z.string(),
      claimedAt: z.iso.datetime(),
    }),
  ),
});
export type VipClaimListResponse = z.infer<typeof VipClaimListResponseSchema>;

/**
 * `GET /api/contest/me` (signed in): what the contest lets this account do, from its token's
 * realm roles, and whether it is on the VIP list.
 */
export const ContestViewerResponseSchema = z.object({
  judge: z.boolean(),
  operator: z.boolean(),
  vip: VipStatusResponseSchema,
});
export type ContestViewerResponse = z.infer<typeof ContestViewerResponseSchema>;

/**
 * `POST /api/contest/films/uploads` (signed in, round open; body as `films/upload-url`): starts a
 * chunked, resumable video upload. `GET /api/contest/films/uploads/:uploadId` answers the same
 * with the chunks already stored (resume after a reload or a dropped connection).
 */
export const FilmUploadSessionSchema = z.object({
  uploadId: z.string(),
  chunkSize: z.int(),
  chunkCount: z.int(),
  receivedChunks: z.array(z.int()),
});
export type FilmUploadSession = z.infer<typeof FilmUploadSessionSchema>;
/** `POST /api/contest/films/uploads/:uploadId/chunks/:index`: the signed upload of one chunk. */
