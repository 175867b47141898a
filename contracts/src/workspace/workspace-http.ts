import * as z from 'zod/mini';
import {
  CONTROL_CHARACTERS_MESSAGE,
  identifier,
  multiLineText,
  optionalText,
  SINGLE_LINE_TEXT,
  singleLineText,
} from '../http/input-rules';
import { ProjectStatusSchema } from '../projects/projects-model';
import {
  DependencyTypeSchema,
  EventTypeSchema,
  MilestoneStatusSchema,
  PROJECT_FILE_CONTENT_TYPES,
  TaskPrioritySchema,
  TaskStatusSchema,
  WORKSPACE_ACCESS_LEVELS,
  WORKSPACE_LIMITS,
} from './workspace-model';

/*
 * The workspace's HTTP API, under `/api/workspace/projects/:projectId/…`. Every route answers 403
 * `NOT_A_MEMBER` to anyone but the creator and the project's active members (the workspace's own
 * copy of projects' membership events); mutations also check the access level (workspace-model).
 */

export const WorkspaceIdParamSchema = identifier(200);
const id = identifier(200);
const CalendarDateSchema = z.iso.date();
const title = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE),
      z.minLength(1, message),
      z.maxLength(
        WORKSPACE_LIMITS.title,
        `Title must be at most ${WORKSPACE_LIMITS.title} characters.`,
      ),
    );
const description = optionalText(WORKSPACE_LIMITS.description, 'multi');

export const WorkspacePersonSchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
});
export type WorkspacePerson = z.infer<typeof WorkspacePersonSchema>;

export const WorkspaceMemberSchema = z.extend(WorkspacePersonSchema, {
  role: z.string(),
  isCreator: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;

export const WorkspaceStatsSchema = z.object({
  tasksCompleted: z.int(),
  tasksTotal: z.int(),
  milestonesCompleted: z.int(),
  milestonesTotal: z.int(),
  files: z.int(),
  /** Events starting within the next 7 days. */
  upcomingEvents: z.int(),
});
export type WorkspaceStats = z.infer<typeof WorkspaceStatsSchema>;

/** `GET /projects/:projectId`: the header, the stat cards and the team. */
export const WorkspaceSummarySchema = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    status: ProjectStatusSchema,
    creatorId: z.string(),
  }),
  myRole: z.string(),
  access: z.enum(WORKSPACE_ACCESS_LEVELS),
  members: z.array(WorkspaceMemberSchema),
  stats: WorkspaceStatsSchema,
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummarySchema>;

// ---- Tasks ----

export const TaskDependencySchema = z.object({
  id: z.string(),
  taskId: z.string(),
  dependsOnTaskId: z.string(),
  dependencyType: DependencyTypeSchema,
  createdBy: z.string(),
});
export type TaskDependency = z.infer<typeof TaskDependencySchema>;

export const TaskSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  priority: TaskPrioritySchema,
  status: TaskStatusSchema,
  assignedTo: z.nullable(z.string()),
  assignee: z.nullable(WorkspacePersonSchema),
  createdBy: z.string(),
  creator: WorkspacePersonSchema,
  dueDate: z.nullable(CalendarDateSchema),
  estimatedHours: z.nullable(z.number()),
  /** Logged time in hours (closed logs), to two decimals. */
  actualHours: z.number(),
  parentTaskId: z.nullable(z.string()),
  dependencies: z.array(TaskDependencySchema),
  /** Some task it depends on is not completed. */
  blocked: z.boolean(),
  /** Past its due date and not completed. */
  overdue: z.boolean(),
  subtaskCount: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskCommentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  userId: z.string(),
  author: WorkspacePersonSchema,
  comment: z.string(),
  mentions: z.array(z.string()),
  isEdited: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;

export const TimeLogSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  userId: z.string(),
  startTime: z.iso.datetime(),
  endTime: z.nullable(z.iso.datetime()),
  durationMinutes: z.nullable(z.int()),
  description: z.nullable(z.string()),
});
export type TimeLog = z.infer<typeof TimeLogSchema>;

export const TaskActivitySchema = z.object({
  id: z.string(),
  taskId: z.string(),
  userId: z.string(),
  actor: WorkspacePersonSchema,
  activityType: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type TaskActivity = z.infer<typeof TaskActivitySchema>;

/** `GET /projects/:projectId/tasks/:taskId`. */
export const TaskDetailSchema = z.object({
  task: TaskSchema,
  subtasks: z.array(TaskSchema),
  comments: z.array(TaskCommentSchema),
  /** The latest 5 sessions, newest first. */
  timeLogs: z.array(TimeLogSchema),
  /** The caller's open log on this task, if any. */
  myOpenLog: z.nullable(TimeLogSchema),
  totalMinutes: z.int(),
  activity: z.array(TaskActivitySchema),
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

const estimatedHours = z.optional(
  z.nullable(
    z.number().check(
      z.minimum(0),
      z.maximum(10_000),
      z.refine((hours) => Number.isInteger(hours * 2), 'Estimated hours go in steps of 0.5.'),
    ),
  ),
);

/** `POST /projects/:projectId/tasks` → 201 `Task`. `autoAssign` is for project managers. */
export const CreateTaskRequestSchema = z.object({
  title: title('Title is required'),
  description,
  priority: z._default(TaskPrioritySchema, 'medium'),
  status: z._default(TaskStatusSchema, 'todo'),
  assignedTo: z.optional(z.nullable(id)),
  autoAssign: z._default(z.boolean(), false),
  dueDate: z.optional(z.nullable(CalendarDateSchema)),
  estimatedHours,
  parentTaskId: z.optional(z.nullable(id)),
});
export type CreateTaskRequest = z.infer<typeof CreateTaskRequestSchema>;

/** `PATCH /projects/:projectId/tasks/:taskId` → `Task`: only the fields given change. */
export const UpdateTaskRequestSchema = z.partial(
  z.object({
    title: title('Title is required'),
    description,
    priority: TaskPrioritySchema,
    status: TaskStatusSchema,
    assignedTo: z.nullable(id),
    dueDate: z.nullable(CalendarDateSchema),
    estimatedHours,
    parentTaskId: z.nullable(id),
  }),
);
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequestSchema>;

/** `POST /projects/:projectId/tasks/:taskId/dependencies` → 201 `TaskDependency`. */
export const AddTaskDependencyRequestSchema = z.object({
  dependsOnTaskId: id,
  dependencyType: z._default(DependencyTypeSchema, 'depends_on'),
});
export type AddTaskDependencyRequest = z.infer<typeof AddTaskDependencyRequestSchema>;

/** `POST …/tasks/:taskId/comments` → 201, `PATCH …/comments/:commentId` (author only). */
export const CommentRequestSchema = z.object({
  comment: multiLineText().check(
    z.minLength(1, 'Comment is required'),
    z.maxLength(
      WORKSPACE_LIMITS.comment,
      `A comment is at most ${WORKSPACE_LIMITS.comment} characters.`,
    ),
  ),
});
export type CommentRequest = z.infer<typeof CommentRequestSchema>;

/** `POST …/tasks/:taskId/time-logs` starts a log (closing the caller's other open logs with 0). */
export const StartTimeLogRequestSchema = z.object({ description });
export type StartTimeLogRequest = z.infer<typeof StartTimeLogRequestSchema>;

// ---- Milestones ----

export const MilestoneDependencySchema = z.object({
  id: z.string(),
  milestoneId: z.string(),
  dependsOnMilestoneId: z.string(),
  dependencyType: DependencyTypeSchema,
  createdBy: z.string(),
});
export type MilestoneDependency = z.infer<typeof MilestoneDependencySchema>;

export const MilestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  dueDate: CalendarDateSchema,
  status: MilestoneStatusSchema,
  progressPercentage: z.int().check(z.minimum(0), z.maximum(100)),
  requiresApproval: z.boolean(),
  createdBy: z.string(),
  /** What this milestone depends on. */
  dependencies: z.array(MilestoneDependencySchema),
  /** Spec 03: approvals and the risk assessment are always empty. */
  approvals: z.array(z.never()),
  riskLevel: z.null(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

const MILESTONE_REQUIRED = 'Title and due date are required';
const progress = z
  .int()
  .check(z.minimum(0, 'Progress is 0 to 100.'), z.maximum(100, 'Progress is 0 to 100.'));

/** `POST /projects/:projectId/milestones` (project managers) → 201 `Milestone`. */
export const CreateMilestoneRequestSchema = z.object({
  title: title(MILESTONE_REQUIRED),
  description,
  dueDate: z.iso.date({ error: MILESTONE_REQUIRED }),
  status: z._default(MilestoneStatusSchema, 'pending'),
  progressPercentage: z._default(progress, 0),
  requiresApproval: z._default(z.boolean(), false),
});
export type CreateMilestoneRequest = z.infer<typeof CreateMilestoneRequestSchema>;

export const UpdateMilestoneRequestSchema = z.partial(
  z.object({
    title: title(MILESTONE_REQUIRED),
    description,
    dueDate: z.iso.date({ error: MILESTONE_REQUIRED }),
    status: MilestoneStatusSchema,
    progressPercentage: progress,
    requiresApproval: z.boolean(),
  }),
);
export type UpdateMilestoneRequest = z.infer<typeof UpdateMilestoneRequestSchema>;

/** `POST /projects/:projectId/milestone-dependencies` (project managers) → 201. */
export const AddMilestoneDependencyRequestSchema = z.object({
  milestoneId: id,
  dependsOnMilestoneId: id,
  dependencyType: z._default(DependencyTypeSchema, 'blocks'),
});
export type AddMilestoneDependencyRequest = z.infer<typeof AddMilestoneDependencyRequestSchema>;

// ---- Files ----

export const ProjectFileSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  fileSize: z.int(),
  fileType: z.string(),
  uploadedBy: z.string(),
  uploader: WorkspacePersonSchema,
  description: z.nullable(z.string()),
  version: z.int().check(z.minimum(1)),
  isLatestVersion: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProjectFile = z.infer<typeof ProjectFileSchema>;

export const ProjectFileContentTypeSchema = z.enum(PROJECT_FILE_CONTENT_TYPES);
const fileName = singleLineText().check(
  z.minLength(1, 'Please select a file to upload'),
  z.maxLength(WORKSPACE_LIMITS.fileName),
  z.refine((name) => !/[/\\]/.test(name), 'A file name cannot contain slashes.'),
);

/**
 * `POST /projects/:projectId/files/uploads` → 201: a signed form for one upload straight to
 * object storage (`pending/{projectId}/{timestamp}.{ext}` of bucket `project-files`).
 */
export const FileUploadRequestSchema = z.object({
  fileName,
  contentType: ProjectFileContentTypeSchema,
  size: z
    .int()
    .check(
      z.minimum(1),
      z.maximum(WORKSPACE_LIMITS.fileMaxBytes, 'The file is larger than the 50 MB allowed.'),
    ),
});
export type FileUploadRequest = z.infer<typeof FileUploadRequestSchema>;
export const FileUploadTicketSchema = z.object({
  uploadUrl: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresInSeconds: z.int(),
});
export type FileUploadTicket = z.infer<typeof FileUploadTicketSchema>;

/**
 * `POST /projects/:projectId/files` → 201 `ProjectFile`: confirms an upload; the checked bytes
 * are stored as `{projectId}/{timestamp}.{ext}`. A file of the same name becomes its latest version.
 */
export const ConfirmFileRequestSchema = z.object({ key: identifier(300), fileName, description });
export type ConfirmFileRequest = z.infer<typeof ConfirmFileRequestSchema>;

/** `GET /projects/:projectId/files/:fileId/download` → a signed link valid two minutes. */
export const FileDownloadSchema = z.object({ url: z.string(), expiresInSeconds: z.int() });
export type FileDownload = z.infer<typeof FileDownloadSchema>;

// ---- Events ----

export const ProjectEventSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  eventType: EventTypeSchema,
  startTime: z.iso.datetime(),
  endTime: z.nullable(z.iso.datetime()),
  location: z.nullable(z.string()),
  attendees: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type ProjectEvent = z.infer<typeof ProjectEventSchema>;

const EVENT_REQUIRED = 'Title and start time are required';
/** `POST /projects/:projectId/events` → 201 `ProjectEvent`. */
export const CreateEventRequestSchema = z.object({
  title: z
    .string({ error: EVENT_REQUIRED })
    .check(
      z.trim(),
      z.regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE),
      z.minLength(1, EVENT_REQUIRED),
      z.maxLength(WORKSPACE_LIMITS.title),
    ),
  description,
  eventType: z._default(EventTypeSchema, 'meeting'),
  startTime: z.iso.datetime({ offset: true, error: EVENT_REQUIRED }),
  endTime: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  location: optionalText(WORKSPACE_LIMITS.location),
  attendees: z._default(z.array(id).check(z.maxLength(200)), []),
});
export type CreateEventRequest = z.infer<typeof CreateEventRequestSchema>;
export const UpdateEventRequestSchema = z.partial(CreateEventRequestSchema);
export type UpdateEventRequest = z.infer<typeof UpdateEventRequestSchema>;

// ---- Calendar feed ----

/**
 * `GET /projects/:projectId/calendar-feed` → the caller's feed (created on first ask);
 * `POST …/calendar-feed/rotate` revokes it and answers a new one; `DELETE` revokes it.
 * The feed itself is `GET /api/workspace/calendar/:token.ics` (public, the token is the secret).
 */
export const CalendarFeedSchema = z.object({ webcalUrl: z.string(), httpsUrl: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
