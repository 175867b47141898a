import { defineService } from '@filmcollab/service-kit';
import { ContestConfigSchema } from './config/contest-config.schema';

export const contestService = defineService({
  name: 'contest',
  description:
    'The monthly one-scene contest: rounds, film submissions, ratings, judging, comments and VIP claims.',
  configSchema: ContestConfigSchema,
});
