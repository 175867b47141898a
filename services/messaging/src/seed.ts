import 'reflect-metadata';
import { runSeed } from '@filmcollab/service-kit';
import { DirectMessagesService } from './conversations/direct-messages.service';
import { PeopleService } from './people/people.service';
import { MessagingPermissionsService } from './permissions/messaging-permissions.service';
import { ProjectChatService } from './project-chat/project-chat.service';
import { seedMessages } from './seed/seed-messages';
import { SeedModule } from './seed/seed.module';

/**
 * `npm run seed -w services/messaging` (part of `make seed`, after identity and projects): demo
 * conversations between the demo accounts, once they share a project. Needs the running stack.
 */
void runSeed(SeedModule, 'messaging', async (context) => {
  const outcome = await seedMessages(
    {
      people: context.get(PeopleService),
      permissions: context.get(MessagingPermissionsService),
      directMessages: context.get(DirectMessagesService),
      chat: context.get(ProjectChatService),
    },
    { first: 'demo', second: 'alex', others: ['sam', 'jordan', 'riley'] },
  );
  return [
    ...outcome.created.map((label) => `created ${label}`),
    ...outcome.skipped.map((label) => `exists  ${label}`),
  ];
});
