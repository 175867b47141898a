import { randomUUID } from 'node:crypto';
import {
  FileUploadTicketSchema,
  MemberJoinedEvent,
  MemberRemovedEvent,
  ProfileChangedEvent,
  type Project,
  ProjectCreatedEvent,
  ProjectStatusChangedEvent,
  ProjectUpdatedEvent,
  UserRegisteredEvent,
} from '@filmcollab/contracts';
import { EventStreams } from '@filmcollab/service-kit';
import {
  type ServiceHarness,
  type TestUser,
  startServiceHarness,
} from '@filmcollab/service-kit/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { AppModule } from '../app.module';
import { workspaceService } from '../service-definition';

const CONSUMED = [
  UserRegisteredEvent,
  ProfileChangedEvent,
  ProjectCreatedEvent,
  ProjectUpdatedEvent,
  ProjectStatusChangedEvent,
  MemberJoinedEvent,
  MemberRemovedEvent,
];

export const FILES_BUCKET = 'project-files';

/** The service with an object store and its consumers bound to the other domains' streams. */
export async function startWorkspaceHarness(): Promise<ServiceHarness> {
  const harness = await startServiceHarness(AppModule, {
    service: workspaceService,
    objectStore: { buckets: [FILES_BUCKET] },
  });
  await harness.get(EventStreams).declareOwnersOf(CONSUMED);
  const jsm = await jetstreamManager(harness.nats);
  await harness.waitFor(
    async () => {
      let bound = 0;
      for await (const stream of jsm.streams.list()) {
        for await (const consumer of jsm.consumers.list(stream.config.name)) {
          if (consumer.name.startsWith('workspace-')) bound += 1;
        }
      }
      return bound >= CONSUMED.length;
    },
    15_000,
    'the workspace consumers to bind',
  );
  return harness;
}

let tick = Date.parse('2025-01-01T00:00:00.000Z');
/** Strictly increasing event times, so a later step always wins. */
export function nextTime(): string {
  tick += 1000;
  return new Date(tick).toISOString();
}

export interface TestProject {
  id: string;
  title: string;
  creator: TestUser;
}

/** Projects' events for a new project: created, then its creator joins as project_manager. */
export async function createProject(
  harness: ServiceHarness,
  creator: TestUser,
  title = 'Night Train',
): Promise<TestProject> {
  const at = nextTime();
  const project: Project = {
    id: randomUUID(),
    creatorId: creator.id,
    title,
    description: 'A short film shot on a night train.',
    projectType: 'short_film',
    status: 'production',
    budgetRange: null,
    location: null,
    startDate: null,
    endDate: null,
    requiredRoles: [],
    createdAt: at,
    updatedAt: at,
  };
  await harness.publish(ProjectCreatedEvent, { project });
  await join(harness, { id: project.id, title, creator }, creator, 'project_manager');
  return { id: project.id, title, creator };
}

export async function join(
  harness: ServiceHarness,
  project: TestProject,
  user: TestUser,
  role: string,
): Promise<void> {
  await harness.publish(MemberJoinedEvent, {
    memberId: randomUUID(),
    projectId: project.id,
    projectTitle: project.title,
    creatorId: project.creator.id,
    userId: user.id,
    role,
    via: user.id === project.creator.id ? 'creation' : 'application',
    invitedBy: null,
    joinedAt: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

export async function remove(
  harness: ServiceHarness,
  project: TestProject,
  user: TestUser,
  role: string,
): Promise<void> {
  await harness.publish(MemberRemovedEvent, {
    projectId: project.id,
    projectTitle: project.title,
    creatorId: project.creator.id,
    userId: user.id,
    role,
    action: 'removed_by_creator',
    at: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

export async function announceProfile(
  harness: ServiceHarness,
  user: TestUser,
  fullName: string,
): Promise<void> {
  await harness.publish(ProfileChangedEvent, {
    userId: user.id,
    username: user.username,
    fullName,
    primaryRole: null,
    profileImageUrl: null,
    location: null,
    availabilityStatus: null,
    version: 1,
    changedAt: nextTime(),
  });
  await harness.waitForConsumersIdle();
}

/**
 * Puts `bytes` in the bucket the way the browser does (a signed form for the upload asked for by
 * `user`) and answers its pending key; `POST /files` with that key confirms it.
 */
export async function uploadPending(
  harness: ServiceHarness,
  projectId: string,
  user: TestUser,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  // Keys are `{timestamp}.{ext}`: two asks within one millisecond would share one.
  await new Promise((resolve) => setTimeout(resolve, 2));
  const response = await harness.request(`/api/workspace/projects/${projectId}/files/uploads`, {
    method: 'POST',
    as: user,
    body: { fileName, contentType: 'text/plain', size: bytes.length },
  });
  if (response.status !== 201) throw new Error(`upload refused: ${response.status}`);
  const ticket = FileUploadTicketSchema.parse(response.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), fileName);
  const stored = await fetch(ticket.uploadUrl, { method: 'POST', body: form });
  if (stored.status !== 204) throw new Error(`the bucket refused the upload: ${stored.status}`);
  return ticket.key;
}
