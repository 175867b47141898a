import {
  type CommentList,
  CommentListSchema,
  type CommunityPost,
  CommunityPostSchema,
  type ConfirmUploadRequest,
  type CreateCommentRequest,
  type CreatePostRequest,
  type Feed,
  type FeedPage,
  FeedPageSchema,
  type FileAttachment,
  FileAttachmentSchema,
  type FriendInviteRequestSchema,
  type FriendInviteResponse,
  FriendInviteResponseSchema,
  type LikeState,
  LikeStateSchema,
  type MentionSuggestions,
  MentionSuggestionsSchema,
  type PostComment,
  PostCommentSchema,
  type SearchResult,
  SearchResultSchema,
  type TagSuggestions,
  TagSuggestionsSchema,
  type UpdatePostRequestSchema,
  type UploadUrlRequest,
  type UploadUrlResponse,
  UploadUrlResponseSchema,
} from '@filmcollab/contracts/community';
import { api } from '@filmcollab/web-kit';
import type { z } from 'zod';

const BASE = '/api/community';

export interface SearchArgs {
  q: string;
  type: string;
  range: string;
  sort: string;
  tags: string[];
}

/** Bodies as the browser sends them (before the server's normalisation). */
export type UpdatePostBody = z.input<typeof UpdatePostRequestSchema>;
export type InviteBody = z.input<typeof FriendInviteRequestSchema>;

/**
 * Community service endpoints (contracts/src/community). The feed is an infinite query paged by
 * the server's cursor; comments are kept current by the post room's pushes (`comments/`).
 */
export const communityApi = api
  .enhanceEndpoints({ addTagTypes: ['Feed', 'Comments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      feed: build.infiniteQuery<FeedPage, Feed, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ queryArg, pageParam }) => ({
          url: `${BASE}/posts`,
          params: { feed: queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
        }),
        transformResponse: (body: unknown) => FeedPageSchema.parse(body),
        providesTags: ['Feed'],
      }),
      post: build.query<CommunityPost, string>({
        query: (postId) => `${BASE}/posts/${encodeURIComponent(postId)}`,
        transformResponse: (body: unknown) => CommunityPostSchema.parse(body),
        providesTags: ['Feed'],
      }),
      createPost: build.mutation<CommunityPost, Partial<CreatePostRequest>>({
        query: (body) => ({ url: `${BASE}/posts`, method: 'POST', body }),
        transformResponse: (body: unknown) => CommunityPostSchema.parse(body),
        invalidatesTags: ['Feed'],
      }),
      updatePost: build.mutation<CommunityPost, { postId: string; body: UpdatePostBody }>({
        query: ({ postId, body }) => ({
          url: `${BASE}/posts/${encodeURIComponent(postId)}`,
          method: 'PATCH',
          body,
        }),
        transformResponse: (body: unknown) => CommunityPostSchema.parse(body),
        invalidatesTags: ['Feed'],
      }),
      deletePost: build.mutation<void, string>({
        query: (postId) => ({
          url: `${BASE}/posts/${encodeURIComponent(postId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Feed'],
      }),
      setLike: build.mutation<LikeState, { postId: string; liked: boolean }>({
        query: ({ postId, liked }) => ({
          url: `${BASE}/posts/${encodeURIComponent(postId)}/like`,
          method: liked ? 'PUT' : 'DELETE',
        }),
        transformResponse: (body: unknown) => LikeStateSchema.parse(body),
      }),
      comments: build.query<CommentList, string>({
        query: (postId) => `${BASE}/posts/${encodeURIComponent(postId)}/comments`,
        transformResponse: (body: unknown) => CommentListSchema.parse(body),
        providesTags: (_result, _error, postId) => [{ type: 'Comments', id: postId }],
      }),
      addComment: build.mutation<
        PostComment,
        { postId: string; body: Partial<CreateCommentRequest> }
      >({
        query: ({ postId, body }) => ({
          url: `${BASE}/posts/${encodeURIComponent(postId)}/comments`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => PostCommentSchema.parse(body),
        invalidatesTags: (_result, _error, { postId }) => [{ type: 'Comments', id: postId }],
      }),
      updateComment: build.mutation<
        PostComment,
        { postId: string; commentId: string; content: string }
      >({
        query: ({ commentId, content }) => ({
          url: `${BASE}/comments/${encodeURIComponent(commentId)}`,
          method: 'PATCH',
          body: { content },
        }),
        transformResponse: (body: unknown) => PostCommentSchema.parse(body),
        invalidatesTags: (_result, _error, { postId }) => [{ type: 'Comments', id: postId }],
      }),
      deleteComment: build.mutation<void, { postId: string; commentId: string }>({
        query: ({ commentId }) => ({
          url: `${BASE}/comments/${encodeURIComponent(commentId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { postId }) => [{ type: 'Comments', id: postId }],
      }),
      uploadUrl: build.mutation<UploadUrlResponse, UploadUrlRequest>({
        query: (body) => ({ url: `${BASE}/uploads`, method: 'POST', body }),
        transformResponse: (body: unknown) => UploadUrlResponseSchema.parse(body),
      }),
      confirmUpload: build.mutation<
        FileAttachment,
        Partial<ConfirmUploadRequest> & { key: string }
      >({
        query: (body) => ({ url: `${BASE}/uploads/confirm`, method: 'POST', body }),
        transformResponse: (body: unknown) => FileAttachmentSchema.parse(body),
      }),
      search: build.query<SearchResult, SearchArgs>({
        query: ({ q, type, range, sort, tags }) => ({
          url: `${BASE}/search`,
          params: { q, type, range, sort, ...(tags.length > 0 ? { tags: tags.join(',') } : {}) },
        }),
        transformResponse: (body: unknown) => SearchResultSchema.parse(body),
        // Spec 02 §9: community search results are kept 120 s.
        keepUnusedDataFor: 120,
        providesTags: ['Feed'],
      }),
      tagSuggestions: build.query<TagSuggestions, string>({
        query: (prefix) => ({ url: `${BASE}/tags`, params: { prefix } }),
        transformResponse: (body: unknown) => TagSuggestionsSchema.parse(body),
      }),
      mentionSuggestions: build.query<MentionSuggestions, string>({
        query: (q) => ({ url: `${BASE}/mentions`, params: { q } }),
        transformResponse: (body: unknown) => MentionSuggestionsSchema.parse(body),
      }),
      sendInvites: build.mutation<FriendInviteResponse, InviteBody>({
        query: (body) => ({ url: `${BASE}/invites`, method: 'POST', body }),
        transformResponse: (body: unknown) => FriendInviteResponseSchema.parse(body),
      }),
    }),
  });

export const {
  useFeedInfiniteQuery,
  usePostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useSetLikeMutation,
  useCommentsQuery,
  useAddCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useUploadUrlMutation,
  useConfirmUploadMutation,
  useSearchQuery,
  useTagSuggestionsQuery,
  useMentionSuggestionsQuery,
  useSendInvitesMutation,
} = communityApi;
