import * as z from 'zod/mini';

/** Spec 03 §3 enumerations of the workspace. */
export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed', 'at_risk'] as const;
export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES);
export type MilestoneStatus = z.infer<typeof MilestoneStatusSchema>;

export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'completed'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;

export const DEPENDENCY_TYPES = ['blocks', 'depends_on', 'relates_to'] as const;
export const DependencyTypeSchema = z.enum(DEPENDENCY_TYPES);
export type DependencyType = z.infer<typeof DependencyTypeSchema>;

export const EVENT_TYPES = ['meeting', 'deadline', 'milestone', 'review', 'other'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

/** Spec 03 §9 limits and defaults. */
export const WORKSPACE_LIMITS = {
  title: 200,
  description: 5000,
  comment: 5000,
  location: 300,
  fileName: 255,
  /** Dashboard: events within the next 7 days are "upcoming". */
  upcomingDays: 7,
  teamPreview: 5,
  pastEventsShown: 5,
  latestSessions: 5,
  /** Project files are checked once in the service's memory: kept to a size that allows that. */
  fileMaxBytes: 50 * 1024 * 1024,
  fileUploadTtlSeconds: 900,
  downloadTtlSeconds: 120,
} as const;

/**
 * What a member may do in the workspace, decided from their role in projects' membership
 * (spec 03 §6 names `project_manager` and `viewer`; the rest is this platform's choice):
 * - `manage`: project_manager (the creator's role): everything, including milestones and their
 *   dependencies, auto-assignment and deleting anyone's task, file or event.
 * - `contribute`: any other role (director, editor, …): tasks (create, edit, move, dependencies,
 *   comments, time tracking), uploading files, calendar events; deleting only their own.
 * - `view`: viewer: reads everything and keeps their own calendar feed; changes nothing.
 */
export const WORKSPACE_ACCESS_LEVELS = ['view', 'contribute', 'manage'] as const;
export type WorkspaceAccessLevel = (typeof WORKSPACE_ACCESS_LEVELS)[number];
export const MANAGER_ROLE = 'project_manager';
export const VIEWER_ROLE = 'viewer';

export function accessLevelOf(role: string): WorkspaceAccessLevel {
  if (role === MANAGER_ROLE) return 'manage';
  if (role === VIEWER_ROLE) return 'view';
  return 'contribute';
}

/** The types accepted as project files, with the extension the storage key gets. */
export const PROJECT_FILE_TYPES = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/markdown': 'md',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/x-fdx': 'fdx',
} as const;
export type ProjectFileContentType = keyof typeof PROJECT_FILE_TYPES;
export const PROJECT_FILE_CONTENT_TYPES = Object.keys(PROJECT_FILE_TYPES) as [
  ProjectFileContentType,
  ...ProjectFileContentType[],
];
export const PROJECT_FILES_BUCKET = 'project-files';
