import { randomUUID } from 'node:crypto';
import { UserRegisteredEvent } from '@filmcollab/contracts';
import type { ServiceHarness, TestUser } from '@filmcollab/service-kit/testing';
import { DirectMessagesService } from '../conversations/direct-messages.service';
import { PeopleService } from '../people/people.service';
import { MessagingPermissionsService } from '../permissions/messaging-permissions.service';
import { ProjectChatService } from '../project-chat/project-chat.service';
import { joinProject, startMessagingHarness } from '../testing/messaging-test-setup';
import { seedMessages } from './seed-messages';

describe('messaging seed', () => {
  let harness: ServiceHarness;
  beforeAll(async () => {
    harness = await startMessagingHarness();
  });
  afterAll(() => harness?.stop());

  const register = async (user: TestUser) =>
    harness.publish(UserRegisteredEvent, {
      userId: user.id,
      email: user.email,
      username: user.username,
      fullName: `${user.username} Person`,
    });

  it('creates the demo conversation and project chat once, after the projects seed', async () => {
    const suffix = randomUUID().slice(0, 6);
    const demo = await harness.createUser({ username: `demo${suffix}` });
    const alex = await harness.createUser({ username: `alex${suffix}` });
    await register(demo);
    await register(alex);
    const projectId = randomUUID();
    await joinProject(harness, projectId, demo, alex);
    const services = {
      people: harness.get(PeopleService),
      permissions: harness.get(MessagingPermissionsService),
      directMessages: harness.get(DirectMessagesService),
      chat: harness.get(ProjectChatService),
    };
    const names = { first: demo.username, second: alex.username, others: ['nobody_here'] };

    const first = await seedMessages(services, names, 5000);
    expect(first.created).toEqual([
      `${demo.username} ↔ ${alex.username}`,
      `project chat ${projectId}`,
    ]);
    const { body } = await harness.request('/api/messaging/unread-count', { as: demo });
    expect(body).toEqual({ total: 4 });

    const again = await seedMessages(services, names, 5000);
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(2);
  });

  it('says what it waited for when the users never share a project', async () => {
    const services = {
      people: harness.get(PeopleService),
      permissions: harness.get(MessagingPermissionsService),
      directMessages: harness.get(DirectMessagesService),
      chat: harness.get(ProjectChatService),
    };
    await expect(
      seedMessages(services, { first: 'ghost_a', second: 'ghost_b', others: [] }, 600),
    ).rejects.toThrow('waiting for the user "ghost_a"');
  });
});
