import { defineService } from '@filmcollab/service-kit';

export const projectsService = defineService({
  name: 'projects',
  description: 'Projects, members, applications, invitations and opportunities.',
});
