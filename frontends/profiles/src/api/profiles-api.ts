import {
  ConnectionRequestSchema,
  CreateRatingResponseSchema,
  MyProfileSchema,
  PhotoConfirmResponseSchema,
  PhotoUploadUrlResponseSchema,
  ProfileSchema,
  RelationshipResponseSchema,
  SendFeedbackResponseSchema,
  type ConnectionRequest,
  type CreateConnectionRequest,
  type CreateRatingRequestInput,
  type CreateRatingResponse,
  type MyProfile,
  type PhotoConfirmRequest,
  type PhotoConfirmResponse,
  type PhotoUploadUrlRequest,
  type PhotoUploadUrlResponse,
  type Profile,
  type RelationshipResponse,
  type SendFeedbackRequest,
  type SendFeedbackResponse,
  type UpdateProfileRequestInput,
} from '@filmcollab/contracts/profiles';
import { api } from '@filmcollab/web-kit';

const BASE = '/api/profiles';

/**
 * Profiles service endpoints (contracts/src/profiles). Responses are checked with the schemas.
 * The signed-in user's own profile is web-kit's `useMyProfileQuery` (the shell's header reads it).
 */
export const profilesApi = api
  .enhanceEndpoints({ addTagTypes: ['Profile', 'Relationship'] })
  .injectEndpoints({
    endpoints: (build) => ({
      profileById: build.query<Profile, string>({
        query: (id) => `${BASE}/${encodeURIComponent(id)}`,
        transformResponse: (body: unknown) => ProfileSchema.parse(body),
        providesTags: (result, _error, id) => [
          { type: 'Profile', id },
          ...(result ? [{ type: 'Profile' as const, id: result.id }] : []),
        ],
      }),
      profileByUsername: build.query<Profile, string>({
        query: (username) => `${BASE}/by-username/${encodeURIComponent(username)}`,
        transformResponse: (body: unknown) => ProfileSchema.parse(body),
        providesTags: (result) => (result ? [{ type: 'Profile', id: result.id }] : []),
      }),
      updateMyProfile: build.mutation<MyProfile, UpdateProfileRequestInput>({
        query: (body) => ({ url: `${BASE}/me`, method: 'PATCH', body }),
        transformResponse: (body: unknown) => MyProfileSchema.parse(body),
        invalidatesTags: (result) => [
          'MyProfile',
          ...(result ? [{ type: 'Profile' as const, id: result.id }] : []),
        ],
      }),
      photoUploadUrl: build.mutation<PhotoUploadUrlResponse, PhotoUploadUrlRequest>({
        query: (body) => ({ url: `${BASE}/me/photo/upload-url`, method: 'POST', body }),
        transformResponse: (body: unknown) => PhotoUploadUrlResponseSchema.parse(body),
      }),
      confirmPhoto: build.mutation<PhotoConfirmResponse, PhotoConfirmRequest>({
        query: (body) => ({ url: `${BASE}/me/photo/confirm`, method: 'POST', body }),
        transformResponse: (body: unknown) => PhotoConfirmResponseSchema.parse(body),
        invalidatesTags: ['MyProfile', 'Profile'],
      }),
      relationship: build.query<RelationshipResponse, string>({
        query: (id) => `${BASE}/${encodeURIComponent(id)}/relationship`,
        transformResponse: (body: unknown) => RelationshipResponseSchema.parse(body),
        providesTags: (_result, _error, id) => [{ type: 'Relationship', id }],
      }),
      rateUser: build.mutation<
        CreateRatingResponse,
        { userId: string; body: CreateRatingRequestInput }
      >({
        query: ({ userId, body }) => ({
          url: `${BASE}/${encodeURIComponent(userId)}/ratings`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => CreateRatingResponseSchema.parse(body),
        invalidatesTags: (_result, error, { userId }) =>
          error
            ? []
            : [
                { type: 'Profile', id: userId },
                { type: 'Relationship', id: userId },
              ],
      }),
      sendConnectionRequest: build.mutation<ConnectionRequest, CreateConnectionRequest>({
        query: (body) => ({ url: `${BASE}/connections/requests`, method: 'POST', body }),
        transformResponse: (body: unknown) => ConnectionRequestSchema.parse(body),
        invalidatesTags: (_result, _error, { receiverId }) => [
          { type: 'Relationship', id: receiverId },
        ],
      }),
      answerConnectionRequest: build.mutation<
        ConnectionRequest,
        { requestId: string; answer: 'accept' | 'decline'; otherUserId: string }
      >({
        query: ({ requestId, answer }) => ({
          url: `${BASE}/connections/requests/${encodeURIComponent(requestId)}/${answer}`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => ConnectionRequestSchema.parse(body),
        invalidatesTags: (_result, _error, { otherUserId }) => [
          { type: 'Relationship', id: otherUserId },
        ],
      }),
      removeConnection: build.mutation<void, string>({
        query: (otherUserId) => ({
          url: `${BASE}/connections/${encodeURIComponent(otherUserId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, otherUserId) => [
          { type: 'Relationship', id: otherUserId },
        ],
      }),
      sendFeedback: build.mutation<SendFeedbackResponse, SendFeedbackRequest>({
        query: (body) => ({ url: `${BASE}/feedback`, method: 'POST', body }),
        transformResponse: (body: unknown) => SendFeedbackResponseSchema.parse(body),
      }),
    }),
  });

export const {
  useProfileByIdQuery,
  useProfileByUsernameQuery,
  useUpdateMyProfileMutation,
  usePhotoUploadUrlMutation,
  useConfirmPhotoMutation,
  useRelationshipQuery,
  useRateUserMutation,
  useSendConnectionRequestMutation,
  useAnswerConnectionRequestMutation,
  useRemoveConnectionMutation,
  useSendFeedbackMutation,
} = profilesApi;
