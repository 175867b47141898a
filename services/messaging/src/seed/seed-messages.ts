import type { ChatPerson } from '@filmcollab/contracts';
import type { DirectMessagesService } from '../conversations/direct-messages.service';
import type { PeopleService } from '../people/people.service';
import type { MessagingPermissionsService } from '../permissions/messaging-permissions.service';
import type { ProjectChatService } from '../project-chat/project-chat.service';

export interface SeedServices {
  people: PeopleService;
  permissions: MessagingPermissionsService;
  directMessages: DirectMessagesService;
  chat: ProjectChatService;
}

/** Who says what, in order; `from` is the first or the second user of the conversation. */
const DEMO_ALEX_THREAD: [0 | 1, string][] = [
  [1, 'Hey! Loved your reel. Are you free for the night shoot next week?'],
  [0, 'Thanks Alex! Which night are you thinking?'],
  [1, 'Thursday, 8pm at the old train depot. We need someone on camera B.'],
  [0, 'Count me in. I can bring my own gimbal.'],
  [1, 'Perfect 🎬 I will send the shot list tomorrow.'],
  [1, 'Shot list is in the project files. Let me know what you think!'],
];

const TEAM_CHAT = [
  'Welcome to the project chat, everyone!',
  'Call sheet for Thursday is up. Please check your call times.',
];

export interface SeedOutcome {
  created: string[];
  skipped: string[];
}

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Demo conversations between `demo` and `alex` (and any other demo account that may message
 * demo), created through the service so events and pushes go out; skipped when already there.
 */
export async function seedMessages(
  services: SeedServices,
  usernames: { first: string; second: string; others: string[] },
  timeoutMs = 60_000,
): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { created: [], skipped: [] };
  const person = (username: string) =>
    waitFor(`the user "${username}" (identity's user.registered)`, timeoutMs, () =>
      services.people.findByUsername(username),
    );
  const first = await person(usernames.first);
  const second = await person(usernames.second);
  await waitFor(
    `"${usernames.first}" and "${usernames.second}" to share a project or be connected (run the projects seed first)`,
    timeoutMs,
    async () => ((await services.permissions.canMessage(first.id, second.id)) ? true : null),
  );

  await seedThread(services, [first, second], DEMO_ALEX_THREAD, outcome);

  for (const username of usernames.others) {
    const other = await services.people.findByUsername(username);
    if (!other || !(await services.permissions.canMessage(first.id, other.id))) continue;
    await seedThread(
      services,
      [first, other],
      [[1, `Hi ${first.fullName ?? first.username ?? ''}! Thanks for adding me to the crew.`]],
      outcome,
    );
  }

  const projectId = await sharedProject(services, first.id, second.id);
  if (projectId) {
    const page = await services.chat.page(first.id, projectId, { limit: 1 });
    if (page.messages.length > 0) {
      outcome.skipped.push(`project chat ${projectId}`);
    } else {
      await services.chat.post(first.id, projectId, { text: TEAM_CHAT[0] });
      await services.chat.post(second.id, projectId, { text: TEAM_CHAT[1] });
      outcome.created.push(`project chat ${projectId}`);
    }
  }
  return outcome;
}

async function seedThread(
  services: SeedServices,
  pair: [ChatPerson, ChatPerson],
  lines: [0 | 1, string][],
  outcome: SeedOutcome,
): Promise<void> {
  const label = pair.map((p) => p.username ?? p.id).join(' ↔ ');
  const contact = await services.directMessages.contact(pair[0].id, pair[1].id);
  if (contact.conversationId) {
    outcome.skipped.push(label);
    return;
  }
  for (const [from, text] of lines) {
    const sender = pair[from];
    const receiver = pair[from === 0 ? 1 : 0];
    await services.directMessages.send(sender.id, { receiverId: receiver.id, text });
  }
  outcome.created.push(label);
}

async function sharedProject(
  services: SeedServices,
  userId: string,
  otherUserId: string,
): Promise<string | null> {
  for (const projectId of await services.permissions.projectsOf(userId)) {
    if (await services.permissions.isProjectMember(projectId, otherUserId)) return projectId;
  }
  return null;
}
