import {
  type DiscoverySearchQueryInput,
  type MySpaceProjectList,
  MySpaceProjectListSchema,
  type RecommendationList,
  RecommendationListSchema,
  type SavedPreferences,
  SavedPreferencesSchema,
  type SearchHistory,
  SearchHistorySchema,
  type SearchPreferences,
  type SearchResponse,
  SearchResponseSchema,
} from '@filmcollab/contracts/discovery';
import { type ProjectDetail, ProjectDetailSchema } from '@filmcollab/contracts/projects';
import { api } from '@filmcollab/web-kit';

const BASE = '/api/discovery';
/** Spec 02 §9: discovery searches are cached 300 s. */
const SEARCH_CACHE_SECONDS = 300;

/** Query string of a search: lists as `a,b`, empty values left out. */
export function searchParams(query: DiscoverySearchQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else if (typeof value === 'string' && value !== '' && value !== 'any') {
      params[key] = value;
    }
  }
  return params;
}

/**
 * Discovery service endpoints (contracts/src/discovery), plus the projects endpoints My Space's
 * team panel uses (contracts/src/projects; the projects domain owns their rules).
 */
export const discoveryApi = api
  .enhanceEndpoints({
    addTagTypes: ['DiscoveryPreferences', 'DiscoveryHistory', 'DiscoveryTeam'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      discoverySearch: build.query<SearchResponse, DiscoverySearchQueryInput>({
        query: (query) => ({ url: `${BASE}/search`, params: searchParams(query) }),
        transformResponse: (body: unknown) => SearchResponseSchema.parse(body),
        keepUnusedDataFor: SEARCH_CACHE_SECONDS,
        // A new search joins the history.
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          try {
            await queryFulfilled;
            dispatch(discoveryApi.util.invalidateTags(['DiscoveryHistory']));
          } catch {
            // The tab shows the failure.
          }
        },
      }),
      discoveryPreferences: build.query<SavedPreferences, void>({
        query: () => `${BASE}/preferences`,
        transformResponse: (body: unknown) => SavedPreferencesSchema.parse(body),
        providesTags: ['DiscoveryPreferences'],
      }),
      saveDiscoveryPreferences: build.mutation<SavedPreferences, SearchPreferences>({
        query: (body) => ({ url: `${BASE}/preferences`, method: 'PUT', body }),
        transformResponse: (body: unknown) => SavedPreferencesSchema.parse(body),
        invalidatesTags: ['DiscoveryPreferences'],
      }),
      discoveryHistory: build.query<SearchHistory, void>({
        query: () => `${BASE}/history`,
        transformResponse: (body: unknown) => SearchHistorySchema.parse(body),
        providesTags: ['DiscoveryHistory'],
      }),
      discoveryRecommendations: build.query<RecommendationList, void>({
        query: () => `${BASE}/recommendations`,
        transformResponse: (body: unknown) => RecommendationListSchema.parse(body),
        providesTags: ['DiscoveryPreferences'],
      }),
      mySpaceProjects: build.query<MySpaceProjectList, 'created' | 'collaborated'>({
        query: (which) => `${BASE}/myspace/${which}`,
        transformResponse: (body: unknown) => MySpaceProjectListSchema.parse(body),
        providesTags: ['DiscoveryTeam'],
      }),
      mySpaceProjectTeam: build.query<ProjectDetail, string>({
        query: (projectId) => `/api/projects/${encodeURIComponent(projectId)}`,
        transformResponse: (body: unknown) => ProjectDetailSchema.parse(body),
        providesTags: ['DiscoveryTeam'],
      }),
      mySpaceDecideApplication: build.mutation<
        unknown,
        { projectId: string; applicationId: string; decision: 'accept' | 'reject' }
      >({
        query: ({ projectId, applicationId, decision }) => ({
          url: `/api/projects/${encodeURIComponent(projectId)}/applications/${encodeURIComponent(applicationId)}/${decision}`,
          method: 'POST',
        }),
        invalidatesTags: ['DiscoveryTeam'],
      }),
    }),
  });

export const {
  useDiscoverySearchQuery,
  useDiscoveryPreferencesQuery,
  useSaveDiscoveryPreferencesMutation,
  useDiscoveryHistoryQuery,
  useDiscoveryRecommendationsQuery,
  useMySpaceProjectsQuery,
  useMySpaceProjectTeamQuery,
  useMySpaceDecideApplicationMutation,
} = discoveryApi;
