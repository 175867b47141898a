import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
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
async function main(): Promise<void> {
  const context = await NestFactory.createApplicationContext(SeedModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    const outcome = await seedMessages(
      {
        people: context.get(PeopleService),
        permissions: context.get(MessagingPermissionsService),
        directMessages: context.get(DirectMessagesService),
        chat: context.get(ProjectChatService),
      },
      { first: 'demo', second: 'alex', others: ['sam', 'jordan', 'riley'] },
    );
    for (const label of outcome.created) process.stdout.write(`created ${label}\n`);
    for (const label of outcome.skipped) process.stdout.write(`exists  ${label}\n`);
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `messaging seed failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
