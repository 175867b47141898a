import { defineService } from '@filmcollab/service-kit';

export const contestService = defineService({
  name: 'contest',
  description: 'The monthly one-scene contest: submissions, ratings and VIP claims.',
});
