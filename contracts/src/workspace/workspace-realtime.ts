import * as z from 'zod/mini';

/*
 * What the workspace pushes over `/realtime` to the room `workspace:{projectId}` (joined by the
 * project's creator and active members, answered by `workspace.realtime.room_access`): a hint of
 * what changed, so open boards refetch that part instead of polling.
 */
export const WORKSPACE_REALTIME = {
  /** `WorkspaceChanged`: tasks, their comments, dependencies, time, milestones, files or events. */
  changed: 'workspace.changed',
} as const;

export const WORKSPACE_AREAS = ['tasks', 'milestones', 'files', 'events'] as const;
export const WorkspaceChangedSchema = z.object({
  projectId: z.string(),
  area: z.enum(WORKSPACE_AREAS),
  /** The task whose detail (comments, time, activity) changed, when one did. */
  taskId: z.nullable(z.string()),
  by: z.string(),
});
export type WorkspaceChanged = z.infer<typeof WorkspaceChangedSchema>;
