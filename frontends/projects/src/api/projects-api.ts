import {
  InvitationListSchema,
  OpportunityPageSchema,
  OpportunitySchema,
  PersonListSchema,
  ProjectApplicationSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectMemberSchema,
  ProjectSchema,
  type ApplyRequestInput,
  type CreateOpportunityRequestInput,
  type CreateProjectRequestInput,
  type ExternalInviteRequest,
  type InvitationList,
  type InviteRequestInput,
  type Opportunity,
  type OpportunityPage,
  type Person,
  type Project,
  type ProjectApplication,
  type ProjectDetail,
  type ProjectMember,
  type UpdateProjectRequestInput,
} from '@filmcollab/contracts/projects';
import { api } from '@filmcollab/web-kit';

const BASE = '/api/projects';
const OPPORTUNITIES_PAGE_SIZE = 30;

const projectPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** What changes when a project's page changes: its detail and the creator's list. */
const projectTags = (projectId: string) => [
  { type: 'Project' as const, id: projectId },
  'MyProjects' as const,
];

/**
 * Projects service endpoints (contracts/src/projects: routes, statuses and error codes are in the
 * JSDoc of each schema). Responses are checked with the schemas.
 */
export const projectsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Project', 'MyProjects', 'MyInvitations', 'InviteCandidates', 'Opportunity'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      myProjects: build.query<Project[], void>({
        query: () => `${BASE}/mine`,
        transformResponse: (body: unknown) => ProjectListSchema.parse(body).projects,
        providesTags: ['MyProjects'],
      }),
      createProject: build.mutation<Project, CreateProjectRequestInput>({
        query: (body) => ({ url: BASE, method: 'POST', body }),
        transformResponse: (body: unknown) => ProjectSchema.parse(body),
        invalidatesTags: (_result, error) => (error ? [] : ['MyProjects']),
      }),
      projectDetail: build.query<ProjectDetail, string>({
        query: (id) => projectPath(id),
        transformResponse: (body: unknown) => ProjectDetailSchema.parse(body),
        providesTags: (_result, _error, id) => [{ type: 'Project', id }],
      }),
      updateProject: build.mutation<
        Project,
        { projectId: string; body: UpdateProjectRequestInput }
      >({
        query: ({ projectId, body }) => ({ url: projectPath(projectId), method: 'PATCH', body }),
        transformResponse: (body: unknown) => ProjectSchema.parse(body),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : projectTags(projectId)),
      }),
      setOnExplore: build.mutation<Project, { projectId: string; onExplore: boolean }>({
        query: ({ projectId, onExplore }) => ({
          url: `${projectPath(projectId)}/explore`,
          method: onExplore ? 'POST' : 'DELETE',
        }),
        transformResponse: (body: unknown) => ProjectSchema.parse(body),
        invalidatesTags: (_result, error, { projectId }) => (error ? [] : projectTags(projectId)),
      }),
      apply: build.mutation<ProjectApplication, { projectId: string; body: ApplyRequestInput }>({
        query: ({ projectId, body }) => ({
          url: `${projectPath(projectId)}/applications`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => ProjectApplicationSchema.parse(body),
        // Refused applications may still mean the page is stale (already applied elsewhere).
        invalidatesTags: (_result, _error, { projectId }) => [{ type: 'Project', id: projectId }],
      }),
      withdrawApplication: build.mutation<void, string>({
        query: (projectId) => ({
          url: `${projectPath(projectId)}/applications/mine`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, projectId) => [{ type: 'Project', id: projectId }],
      }),
      decideApplication: build.mutation<
        ProjectMember | null,
        { projectId: string; applicationId: string; decision: 'accept' | 'reject' }
      >({
        query: ({ projectId, applicationId, decision }) => ({
          url: `${projectPath(projectId)}/applications/${encodeURIComponent(applicationId)}/${decision}`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => (body ? ProjectMemberSchema.parse(body) : null),
        invalidatesTags: (_result, _error, { projectId }) => projectTags(projectId),
      }),
      removeMember: build.mutation<void, { projectId: string; userId: string }>({
        query: ({ projectId, userId }) => ({
          url: `${projectPath(projectId)}/members/${encodeURIComponent(userId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { projectId }) => projectTags(projectId),
      }),
      leaveProject: build.mutation<void, string>({
        query: (projectId) => ({ url: `${projectPath(projectId)}/leave`, method: 'POST' }),
        invalidatesTags: (_result, _error, projectId) => projectTags(projectId),
      }),
      invite: build.mutation<InvitationList, { projectId: string; body: InviteRequestInput }>({
        query: ({ projectId, body }) => ({
          url: `${projectPath(projectId)}/invitations`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => InvitationListSchema.parse(body),
        invalidatesTags: (_result, error, { projectId }) =>
          error ? [] : [{ type: 'Project', id: projectId }, 'InviteCandidates'],
      }),
      externalInvite: build.mutation<void, { projectId: string; body: ExternalInviteRequest }>({
        query: ({ projectId, body }) => ({
          url: `${projectPath(projectId)}/external-invitations`,
          method: 'POST',
          body,
        }),
      }),
      inviteCandidates: build.query<Person[], { projectId: string; q: string }>({
        query: ({ projectId, q }) => ({
          url: `${projectPath(projectId)}/invite-candidates`,
          params: { q },
        }),
        transformResponse: (body: unknown) => PersonListSchema.parse(body).people,
        providesTags: ['InviteCandidates'],
      }),
      myInvitations: build.query<InvitationList['invitations'], void>({
        query: () => `${BASE}/invitations/mine`,
        transformResponse: (body: unknown) => InvitationListSchema.parse(body).invitations,
        providesTags: ['MyInvitations'],
      }),
      answerInvitation: build.mutation<
        ProjectMember | null,
        { invitationId: string; projectId: string; answer: 'accept' | 'decline' }
      >({
        query: ({ invitationId, answer }) => ({
          url: `${BASE}/invitations/${encodeURIComponent(invitationId)}/${answer}`,
          method: 'POST',
        }),
        transformResponse: (body: unknown) => (body ? ProjectMemberSchema.parse(body) : null),
        invalidatesTags: (_result, _error, { projectId }) => [
          'MyInvitations',
          { type: 'Project', id: projectId },
        ],
      }),
      opportunities: build.infiniteQuery<OpportunityPage, void, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ pageParam }) => ({
          url: `${BASE}/opportunities`,
          params: {
            limit: OPPORTUNITIES_PAGE_SIZE,
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
        transformResponse: (body: unknown) => OpportunityPageSchema.parse(body),
        providesTags: ['Opportunity'],
      }),
      opportunity: build.query<Opportunity, string>({
        query: (id) => `${BASE}/opportunities/${encodeURIComponent(id)}`,
        transformResponse: (body: unknown) => OpportunitySchema.parse(body),
        providesTags: (_result, _error, id) => [{ type: 'Opportunity', id }],
      }),
      projectOpportunities: build.query<Opportunity[], string>({
        query: (projectId) => `${projectPath(projectId)}/opportunities`,
        transformResponse: (body: unknown) => OpportunityPageSchema.parse(body).opportunities,
        providesTags: ['Opportunity'],
      }),
      withdrawOpportunity: build.mutation<void, string>({
        query: (opportunityId) => ({
          url: `${BASE}/opportunities/${encodeURIComponent(opportunityId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['Opportunity']),
      }),
      postOpportunity: build.mutation<
        Opportunity,
        { projectId: string; body: CreateOpportunityRequestInput }
      >({
        query: ({ projectId, body }) => ({
          url: `${projectPath(projectId)}/opportunities`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => OpportunitySchema.parse(body),
        invalidatesTags: (_result, error) => (error ? [] : ['Opportunity']),
      }),
    }),
  });

export const {
  useMyProjectsQuery,
  useCreateProjectMutation,
  useProjectDetailQuery,
  useUpdateProjectMutation,
  useSetOnExploreMutation,
  useApplyMutation,
  useWithdrawApplicationMutation,
  useDecideApplicationMutation,
  useRemoveMemberMutation,
  useLeaveProjectMutation,
  useInviteMutation,
  useExternalInviteMutation,
  useInviteCandidatesQuery,
  useMyInvitationsQuery,
  useAnswerInvitationMutation,
  useOpportunitiesInfiniteQuery,
  useOpportunityQuery,
  useProjectOpportunitiesQuery,
  useWithdrawOpportunityMutation,
  usePostOpportunityMutation,
} = projectsApi;
