import {
  ConnectionRequestAcceptedEvent,
  ConnectionRequestDeclinedEvent,
  ConnectionRequestSentEvent,
  ConnectionRemovedEvent,
  ProfileChangedEvent,
  ProfileUpdatedEvent,
} from '@filmcollab/contracts';
import { defineService } from '@filmcollab/service-kit';
import { ProfilesConfigSchema } from './config/profiles-config.schema';

export const profilesService = defineService({
  name: 'profiles',
  description: 'Profiles, ratings, feedback and connections.',
  configSchema: ProfilesConfigSchema,
  publishes: [
    ConnectionRequestSentEvent,
    ConnectionRequestAcceptedEvent,
    ConnectionRequestDeclinedEvent,
    ConnectionRemovedEvent,
    ProfileChangedEvent,
    ProfileUpdatedEvent,
  ],
});
