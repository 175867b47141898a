import { TaskAssignedEvent, TaskCommentPostedEvent } from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';
import { WorkspaceConfigSchema } from './config/workspace-config.schema';

export const workspaceService = defineService({
  name: 'workspace',
  description: 'The collaboration workspace: milestones, tasks, files, calendar events and stats.',
  configSchema: WorkspaceConfigSchema,
  publishes: [TaskCommentPostedEvent, TaskAssignedEvent],
});
