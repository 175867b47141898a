import {
  AddFilmCommentResponseSchema,
  type AddFilmCommentRequest,
  type CaptionsUploadUrlRequest,
  type ContestFilm,
  ContestErrors,
  type ContestRound,
  ContestRoundSchema,
  ContestUploadUrlResponseSchema,
  type ContestUploadUrlResponse,
  ContestViewerResponseSchema,
  type ContestViewerResponse,
  CurrentRoundResponseSchema,
  type FilmComment,
  FilmCommentListResponseSchema,
  FilmListResponseSchema,
  FilmUploadSessionSchema,
  type FilmUploadSession,
  type FilmUploadUrlRequest,
  type JudgeScoreRequest,
  JudgeScoreResponseSchema,
  type JudgeScoreResponse,
  LeaderboardResponseSchema,
  type LeaderboardResponse,
  RateFilmResponseSchema,
  type RateFilmResponse,
  RoundListResponseSchema,
  RubricResponseSchema,
  type RubricResponse,
  type SubmitFilmRequest,
  VipClaimListResponseSchema,
  type VipClaimListResponse,
  SubmitFilmResponseSchema,
} from '@filmcollab/contracts/contest';
import { api, hasErrorCode } from '@filmcollab/web-kit';

const BASE = '/api/contest';

/** Contest service endpoints (contracts/src/contest); responses are checked with the schemas. */
export const contestApi = api
  .enhanceEndpoints({
    addTagTypes: ['ContestRound', 'ContestFilm', 'ContestViewer', 'FilmComment'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      currentRound: build.query<ContestRound, void>({
        query: () => `${BASE}/rounds/current`,
        transformResponse: (body: unknown) => CurrentRoundResponseSchema.parse(body).round,
        providesTags: ['ContestRound'],
      }),
      rounds: build.query<ContestRound[], void>({
        query: () => `${BASE}/rounds`,
        transformResponse: (body: unknown) => RoundListResponseSchema.parse(body).rounds,
        providesTags: ['ContestRound'],
      }),
      leaderboard: build.query<LeaderboardResponse, string>({
        query: (roundId) => `${BASE}/rounds/${encodeURIComponent(roundId)}/leaderboard`,
        transformResponse: (body: unknown) => LeaderboardResponseSchema.parse(body),
        providesTags: ['ContestRound', 'ContestFilm'],
      }),
      rubric: build.query<RubricResponse, void>({
        query: () => `${BASE}/rubric`,
        transformResponse: (body: unknown) => RubricResponseSchema.parse(body),
      }),
      contestViewer: build.query<ContestViewerResponse, void>({
        query: () => `${BASE}/me`,
        transformResponse: (body: unknown) => ContestViewerResponseSchema.parse(body),
        providesTags: ['ContestViewer'],
      }),
      advanceRound: build.mutation<ContestRound, string>({
        query: (roundId) => ({
          url: `${BASE}/rounds/${encodeURIComponent(roundId)}/advance`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => ContestRoundSchema.parse(body),
        invalidatesTags: ['ContestRound'],
      }),
      vipList: build.query<VipClaimListResponse, void>({
        query: () => `${BASE}/admin/vip-claims`,
        transformResponse: (body: unknown) => VipClaimListResponseSchema.parse(body),
        keepUnusedDataFor: 0,
      }),
      claimVip: build.mutation<void, { sessionId: string }>({
        query: (body) => ({ url: `${BASE}/vip-claims`, method: 'POST', body }),
        invalidatesTags: ['ContestViewer'],
      }),
      films: build.query<ContestFilm[], void>({
        query: () => `${BASE}/films`,
        transformResponse: (body: unknown) => FilmListResponseSchema.parse(body).films,
        providesTags: ['ContestFilm'],
      }),
      filmUploadUrl: build.mutation<ContestUploadUrlResponse, FilmUploadUrlRequest>({
        query: (body) => ({ url: `${BASE}/films/upload-url`, method: 'POST', body }),
        transformResponse: (body: unknown) => ContestUploadUrlResponseSchema.parse(body),
      }),
      startFilmUpload: build.mutation<FilmUploadSession, FilmUploadUrlRequest>({
        query: (body) => ({ url: `${BASE}/films/uploads`, method: 'POST', body }),
        transformResponse: (body: unknown) => FilmUploadSessionSchema.parse(body),
      }),
      // A mutation, not a cached query: it is asked exactly when an upload resumes.
      filmUploadSession: build.mutation<FilmUploadSession, string>({
        query: (uploadId) => ({
          url: `${BASE}/films/uploads/${encodeURIComponent(uploadId)}`,
          method: 'GET',
        }),
        transformResponse: (body: unknown) => FilmUploadSessionSchema.parse(body),
      }),
      chunkUploadUrl: build.mutation<ContestUploadUrlResponse, { uploadId: string; index: number }>(
        {
          query: ({ uploadId, index }) => ({
            url: `${BASE}/films/uploads/${encodeURIComponent(uploadId)}/chunks/${index}`,
            method: 'POST',
          }),
          transformResponse: (body: unknown) => ContestUploadUrlResponseSchema.parse(body),
        },
      ),
      captionsUploadUrl: build.mutation<ContestUploadUrlResponse, CaptionsUploadUrlRequest>({
        query: (body) => ({ url: `${BASE}/films/captions-upload-url`, method: 'POST', body }),
        transformResponse: (body: unknown) => ContestUploadUrlResponseSchema.parse(body),
      }),
      submitFilm: build.mutation<ContestFilm, SubmitFilmRequest>({
        query: (body) => ({ url: `${BASE}/films`, method: 'POST', body }),
        transformResponse: (body: unknown) => SubmitFilmResponseSchema.parse(body).film,
        invalidatesTags: ['ContestFilm', 'ContestRound'],
      }),
      rateFilm: build.mutation<RateFilmResponse, { filmId: string; rating: number }>({
        query: ({ filmId, rating }) => ({
          url: `${BASE}/films/${encodeURIComponent(filmId)}/rating`,
          method: 'PUT',
          body: { rating },
        }),
        transformResponse: (body: unknown) => RateFilmResponseSchema.parse(body),
        // The star value and average update locally (spec 01 §4), without refetching the list;
        // a round that closed since the list loaded takes no more stars, so they go.
        async onQueryStarted({ filmId }, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled
            .then(({ data: rated }) => ({ rated, closed: false }))
            .catch((failure: { error?: unknown }) => ({
              rated: null,
              closed: hasErrorCode(failure.error, ContestErrors.RATING_CLOSED),
            }));
          if (!outcome.rated && !outcome.closed) return;
          dispatch(
            contestApi.util.updateQueryData('films', undefined, (films) => {
              const film = films.find((f) => f.id === filmId);
              if (!film) return;
              if (outcome.rated) {
                film.averageRating = outcome.rated.averageRating;
                film.ratingCount = outcome.rated.ratingCount;
                film.myRating = outcome.rated.myRating;
              } else {
                film.roundClosed = true;
              }
            }),
          );
        },
      }),
      deleteFilm: build.mutation<void, string>({
        query: (filmId) => ({
          url: `${BASE}/films/${encodeURIComponent(filmId)}`,
          method: 'DELETE',
        }),
        async onQueryStarted(filmId, { dispatch, queryFulfilled }) {
          if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
          dispatch(
            contestApi.util.updateQueryData('films', undefined, (films) =>
              films.filter((f) => f.id !== filmId),
            ),
          );
        },
        invalidatesTags: ['ContestRound'],
      }),
      judgeScore: build.mutation<JudgeScoreResponse, { filmId: string } & JudgeScoreRequest>({
        query: ({ filmId, scores }) => ({
          url: `${BASE}/films/${encodeURIComponent(filmId)}/judge-score`,
          method: 'PUT',
          body: { scores },
        }),
        transformResponse: (body: unknown) => JudgeScoreResponseSchema.parse(body),
      }),
      filmComments: build.query<FilmComment[], string>({
        query: (filmId) => `${BASE}/films/${encodeURIComponent(filmId)}/comments`,
        transformResponse: (body: unknown) => FilmCommentListResponseSchema.parse(body).comments,
        providesTags: (_result, _error, filmId) => [{ type: 'FilmComment', id: filmId }],
      }),
      addFilmComment: build.mutation<FilmComment, { filmId: string } & AddFilmCommentRequest>({
        query: ({ filmId, ...body }) => ({
          url: `${BASE}/films/${encodeURIComponent(filmId)}/comments`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => AddFilmCommentResponseSchema.parse(body).comment,
        invalidatesTags: (_result, _error, { filmId }) => [{ type: 'FilmComment', id: filmId }],
      }),
    }),
  });

export const {
  useCurrentRoundQuery,
  useRoundsQuery,
  useLeaderboardQuery,
  useRubricQuery,
  useContestViewerQuery,
  useClaimVipMutation,
  useAdvanceRoundMutation,
  useLazyVipListQuery,
  useFilmsQuery,
  useFilmUploadUrlMutation,
  useCaptionsUploadUrlMutation,
  useStartFilmUploadMutation,
  useFilmUploadSessionMutation,
  useChunkUploadUrlMutation,
  useSubmitFilmMutation,
  useRateFilmMutation,
  useDeleteFilmMutation,
  useJudgeScoreMutation,
  useFilmCommentsQuery,
  useAddFilmCommentMutation,
} = contestApi;
