import * as z from 'zod/mini';
import { defineEvent } from '../messaging/define-event';

/*
 * The workspace domain's durable events: what notifications needs to tell people about their
 * work without reading the workspace.
 */

/** A comment on a task; `mentionedUserIds` are members its @mentions resolved to (not the author). */
export const TaskCommentPostedEvent = defineEvent(
  'workspace.comment.posted',
  z.object({
    commentId: z.string(),
    taskId: z.string(),
    taskTitle: z.string(),
    projectId: z.string(),
    projectTitle: z.string(),
    authorId: z.string(),
    authorName: z.nullable(z.string()),
    mentionedUserIds: z.array(z.string()),
    preview: z.string(),
    at: z.iso.datetime(),
  }),
);

/** A task was given to someone (by hand or least-loaded auto-assignment). */
export const TaskAssignedEvent = defineEvent(
  'workspace.task.assigned',
  z.object({
    taskId: z.string(),
    taskTitle: z.string(),
    projectId: z.string(),
    projectTitle: z.string(),
    assigneeId: z.string(),
    assignedBy: z.string(),
    automatic: z.boolean(),
    at: z.iso.datetime(),
  }),
);
