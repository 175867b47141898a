import { defineService } from '@filmcollab/service-kit';

export const discoveryService = defineService({
  name: 'discovery',
  description:
    'Search read models of projects, people and opportunities, with preferences, history and recommendations.',
});
