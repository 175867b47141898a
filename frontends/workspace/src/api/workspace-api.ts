import {
  type AddMilestoneDependencyRequest,
  type AddTaskDependencyRequest,
  type CalendarFeed,
  CalendarFeedSchema,
  type ConfirmFileRequest,
  type CreateEventRequest,
  type CreateMilestoneRequest,
  type CreateTaskRequest,
  type FileDownload,
  FileDownloadSchema,
  type FileUploadRequest,
  type FileUploadTicket,
  FileUploadTicketSchema,
  type Milestone,
  MilestoneSchema,
  type ProjectEvent,
  ProjectEventSchema,
  type ProjectFile,
  ProjectFileSchema,
  type Task,
  TaskDetailSchema,
  type TaskDetail,
  TaskSchema,
  type TimeLog,
  type UpdateMilestoneRequest,
  type UpdateTaskRequest,
  type WorkspaceSummary,
  WorkspaceSummarySchema,
} from '@filmcollab/contracts/workspace';
import { api } from '@filmcollab/web-kit';

const BASE = '/api/workspace/projects';
const at = (projectId: string, path = '') => `${BASE}/${encodeURIComponent(projectId)}${path}`;
const listOf =
  <T>(schema: { parse: (value: unknown) => T }) =>
  (body: unknown): T[] =>
    Array.isArray(body) ? body.map((item) => schema.parse(item)) : [];

type WithProject<T> = { projectId: string } & T;

/**
 * Workspace service endpoints (contracts/src/workspace). Tags are per project and area, so a
 * realtime `workspace.changed` push refetches only the part that changed (`dashboard/use-live-board`).
 */
export const workspaceApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'WsSummary',
      'WsTasks',
      'WsTask',
      'WsMilestones',
      'WsFiles',
      'WsEvents',
      'WsFeed',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      workspaceSummary: build.query<WorkspaceSummary, string>({
        query: (projectId) => at(projectId),
        transformResponse: (body: unknown) => WorkspaceSummarySchema.parse(body),
        providesTags: (_r, _e, projectId) => [{ type: 'WsSummary', id: projectId }],
      }),
      tasks: build.query<Task[], string>({
        query: (projectId) => at(projectId, '/tasks'),
        transformResponse: listOf(TaskSchema),
        providesTags: (_r, _e, projectId) => [{ type: 'WsTasks', id: projectId }],
      }),
      taskDetail: build.query<TaskDetail, { projectId: string; taskId: string }>({
        query: ({ projectId, taskId }) => at(projectId, `/tasks/${encodeURIComponent(taskId)}`),
        transformResponse: (body: unknown) => TaskDetailSchema.parse(body),
        providesTags: (_r, _e, { taskId }) => [{ type: 'WsTask', id: taskId }],
      }),
      createTask: build.mutation<Task, WithProject<{ body: Partial<CreateTaskRequest> }>>({
        query: ({ projectId, body }) => ({ url: at(projectId, '/tasks'), method: 'POST', body }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      updateTask: build.mutation<Task, WithProject<{ taskId: string; body: UpdateTaskRequest }>>({
        query: ({ projectId, taskId, body }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}`),
          method: 'PATCH',
          body,
        }),
        // The board moves the card at once; the answer (or the refetch after a refusal) settles it.
        async onQueryStarted({ projectId, taskId, body }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            workspaceApi.util.updateQueryData('tasks', projectId, (tasks) => {
              const task = tasks.find((t) => t.id === taskId);
              if (task && body.status) task.status = body.status;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: (_r, _e, { projectId, taskId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsTask', id: taskId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      deleteTask: build.mutation<void, WithProject<{ taskId: string }>>({
        query: ({ projectId, taskId }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      autoAssign: build.mutation<Task, WithProject<{ taskId: string }>>({
        query: ({ projectId, taskId }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}/auto-assign`),
          method: 'POST',
        }),
        invalidatesTags: (_r, _e, { projectId, taskId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsTask', id: taskId },
        ],
      }),
      addTaskDependency: build.mutation<
        unknown,
        WithProject<{ taskId: string; body: AddTaskDependencyRequest }>
      >({
        query: ({ projectId, taskId, body }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}/dependencies`),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { projectId, taskId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsTask', id: taskId },
        ],
      }),
      removeTaskDependency: build.mutation<
        void,
        WithProject<{ taskId: string; dependencyId: string }>
      >({
        query: ({ projectId, dependencyId }) => ({
          url: at(projectId, `/task-dependencies/${encodeURIComponent(dependencyId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId, taskId }) => [
          { type: 'WsTasks', id: projectId },
          { type: 'WsTask', id: taskId },
        ],
      }),
      addComment: build.mutation<unknown, WithProject<{ taskId: string; comment: string }>>({
        query: ({ projectId, taskId, comment }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}/comments`),
          method: 'POST',
          body: { comment },
        }),
        invalidatesTags: (_r, _e, { taskId }) => [{ type: 'WsTask', id: taskId }],
      }),
      editComment: build.mutation<
        unknown,
        WithProject<{ taskId: string; commentId: string; comment: string }>
      >({
        query: ({ projectId, taskId, commentId, comment }) => ({
          url: at(
            projectId,
            `/tasks/${encodeURIComponent(taskId)}/comments/${encodeURIComponent(commentId)}`,
          ),
          method: 'PATCH',
          body: { comment },
        }),
        invalidatesTags: (_r, _e, { taskId }) => [{ type: 'WsTask', id: taskId }],
      }),
      startTimer: build.mutation<TimeLog, WithProject<{ taskId: string }>>({
        query: ({ projectId, taskId }) => ({
          url: at(projectId, `/tasks/${encodeURIComponent(taskId)}/time-logs`),
          method: 'POST',
          body: {},
        }),
        invalidatesTags: (_r, _e, { taskId }) => [{ type: 'WsTask', id: taskId }],
      }),
      stopTimer: build.mutation<TimeLog, WithProject<{ taskId: string; logId: string }>>({
        query: ({ projectId, taskId, logId }) => ({
          url: at(
            projectId,
            `/tasks/${encodeURIComponent(taskId)}/time-logs/${encodeURIComponent(logId)}/stop`,
          ),
          method: 'POST',
        }),
        invalidatesTags: (_r, _e, { projectId, taskId }) => [
          { type: 'WsTask', id: taskId },
          { type: 'WsTasks', id: projectId },
        ],
      }),
      milestones: build.query<Milestone[], string>({
        query: (projectId) => at(projectId, '/milestones'),
        transformResponse: listOf(MilestoneSchema),
        providesTags: (_r, _e, projectId) => [{ type: 'WsMilestones', id: projectId }],
      }),
      saveMilestone: build.mutation<
        Milestone,
        WithProject<{ milestoneId?: string; body: CreateMilestoneRequest | UpdateMilestoneRequest }>
      >({
        query: ({ projectId, milestoneId, body }) =>
          milestoneId
            ? {
                url: at(projectId, `/milestones/${encodeURIComponent(milestoneId)}`),
                method: 'PATCH',
                body,
              }
            : { url: at(projectId, '/milestones'), method: 'POST', body },
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsMilestones', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      deleteMilestone: build.mutation<void, WithProject<{ milestoneId: string }>>({
        query: ({ projectId, milestoneId }) => ({
          url: at(projectId, `/milestones/${encodeURIComponent(milestoneId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsMilestones', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      addMilestoneDependency: build.mutation<
        unknown,
        WithProject<{ body: AddMilestoneDependencyRequest }>
      >({
        query: ({ projectId, body }) => ({
          url: at(projectId, '/milestone-dependencies'),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { projectId }) => [{ type: 'WsMilestones', id: projectId }],
      }),
      removeMilestoneDependency: build.mutation<void, WithProject<{ dependencyId: string }>>({
        query: ({ projectId, dependencyId }) => ({
          url: at(projectId, `/milestone-dependencies/${encodeURIComponent(dependencyId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId }) => [{ type: 'WsMilestones', id: projectId }],
      }),
      files: build.query<ProjectFile[], string>({
        query: (projectId) => at(projectId, '/files'),
        transformResponse: listOf(ProjectFileSchema),
        providesTags: (_r, _e, projectId) => [{ type: 'WsFiles', id: projectId }],
      }),
      requestUpload: build.mutation<FileUploadTicket, WithProject<{ body: FileUploadRequest }>>({
        query: ({ projectId, body }) => ({
          url: at(projectId, '/files/uploads'),
          method: 'POST',
          body,
        }),
        transformResponse: (body: unknown) => FileUploadTicketSchema.parse(body),
      }),
      confirmUpload: build.mutation<ProjectFile, WithProject<{ body: ConfirmFileRequest }>>({
        query: ({ projectId, body }) => ({ url: at(projectId, '/files'), method: 'POST', body }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsFiles', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      fileDownload: build.mutation<FileDownload, WithProject<{ fileId: string }>>({
        query: ({ projectId, fileId }) => ({
          url: at(projectId, `/files/${encodeURIComponent(fileId)}/download`),
          method: 'GET',
        }),
        transformResponse: (body: unknown) => FileDownloadSchema.parse(body),
      }),
      deleteFile: build.mutation<void, WithProject<{ fileId: string }>>({
        query: ({ projectId, fileId }) => ({
          url: at(projectId, `/files/${encodeURIComponent(fileId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsFiles', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      events: build.query<ProjectEvent[], string>({
        query: (projectId) => at(projectId, '/events'),
        transformResponse: listOf(ProjectEventSchema),
        providesTags: (_r, _e, projectId) => [{ type: 'WsEvents', id: projectId }],
      }),
      createEvent: build.mutation<ProjectEvent, WithProject<{ body: Partial<CreateEventRequest> }>>(
        {
          query: ({ projectId, body }) => ({ url: at(projectId, '/events'), method: 'POST', body }),
          invalidatesTags: (_r, _e, { projectId }) => [
            { type: 'WsEvents', id: projectId },
            { type: 'WsSummary', id: projectId },
          ],
        },
      ),
      deleteEvent: build.mutation<void, WithProject<{ eventId: string }>>({
        query: ({ projectId, eventId }) => ({
          url: at(projectId, `/events/${encodeURIComponent(eventId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_r, _e, { projectId }) => [
          { type: 'WsEvents', id: projectId },
          { type: 'WsSummary', id: projectId },
        ],
      }),
      calendarFeed: build.query<CalendarFeed, string>({
        query: (projectId) => at(projectId, '/calendar-feed'),
        transformResponse: (body: unknown) => CalendarFeedSchema.parse(body),
        providesTags: (_r, _e, projectId) => [{ type: 'WsFeed', id: projectId }],
      }),
      rotateCalendarFeed: build.mutation<CalendarFeed, string>({
        query: (projectId) => ({ url: at(projectId, '/calendar-feed/rotate'), method: 'POST' }),
        invalidatesTags: (_r, _e, projectId) => [{ type: 'WsFeed', id: projectId }],
      }),
    }),
  });

export const {
  useWorkspaceSummaryQuery,
  useTasksQuery,
  useTaskDetailQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useAutoAssignMutation,
  useAddTaskDependencyMutation,
  useRemoveTaskDependencyMutation,
  useAddCommentMutation,
  useEditCommentMutation,
  useStartTimerMutation,
  useStopTimerMutation,
  useMilestonesQuery,
  useSaveMilestoneMutation,
  useDeleteMilestoneMutation,
  useAddMilestoneDependencyMutation,
  useRemoveMilestoneDependencyMutation,
  useFilesQuery,
  useRequestUploadMutation,
  useConfirmUploadMutation,
  useFileDownloadMutation,
  useDeleteFileMutation,
  useEventsQuery,
  useCreateEventMutation,
  useDeleteEventMutation,
  useCalendarFeedQuery,
  useRotateCalendarFeedMutation,
} = workspaceApi;
