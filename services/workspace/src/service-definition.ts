import { defineService } from '@filmcollab/service-kit';

export const workspaceService = defineService({
  name: 'workspace',
  description: 'The collaboration workspace: milestones, tasks, files, calendar events and stats.',
});
