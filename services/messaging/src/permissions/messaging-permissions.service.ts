import { Injectable } from '@nestjs/common';
import { realtimeRoom } from '@filmcollab/contracts';
import { RealtimePublisher } from '@filmcollab/service-kit';
import { RelationshipLinkRepository } from './relationship-link.repository';

/** Both orderings of two users give the same key. */
export function pairKey(userId: string, otherUserId: string): string {
  const [first, second] = [userId, otherUserId].sort();
  return `${first}|${second}`;
}

/**
 * Who may message whom (spec 01 §5): connected users, or users who are both active members of a
 * project; and who may use a project's group chat: its active members. Decided from messaging's
 * own copy of profiles' connection events and projects' membership events.
 */
@Injectable()
export class MessagingPermissionsService {
  constructor(
    private readonly links: RelationshipLinkRepository,
    private readonly realtime: RealtimePublisher,
  ) {}

  async connectionStarted(userId: string, otherUserId: string, at: Date): Promise<void> {
    const pair = pairKey(userId, otherUserId);
    await this.links.record({ kind: 'connection', scope: pair, userId: pair }, 'startedAt', at);
  }

  async connectionEnded(userId: string, otherUserId: string, at: Date): Promise<void> {
    const pair = pairKey(userId, otherUserId);
    await this.links.record({ kind: 'connection', scope: pair, userId: pair }, 'endedAt', at);
  }

  async memberJoined(projectId: string, userId: string, at: Date): Promise<void> {
    await this.links.record({ kind: 'membership', scope: projectId, userId }, 'startedAt', at);
  }

  async memberRemoved(projectId: string, userId: string, at: Date): Promise<void> {
    const active = await this.links.record(
      { kind: 'membership', scope: projectId, userId },
      'endedAt',
      at,
    );
    // Their open sockets stop receiving the chat at once, not when the room access cache expires.
    if (!active) this.realtime.evict(realtimeRoom('project-chat', projectId), [userId]);
  }

  async canMessage(userId: string, otherUserId: string): Promise<boolean> {
    if (userId === otherUserId) return false;
    const pair = pairKey(userId, otherUserId);
    if (await this.links.isActive({ kind: 'connection', scope: pair, userId: pair })) return true;
    const projects = await this.links.activeScopes('membership', userId);
    return this.links.anyActive('membership', otherUserId, projects);
  }

  /** Projects the user is an active member of. */
  projectsOf(userId: string): Promise<string[]> {
    return this.links.activeScopes('membership', userId);
  }

  /** Which of `otherUserIds` the user may message, in two reads whatever their number. */
  async messageableAmong(userId: string, otherUserIds: readonly string[]): Promise<Set<string>> {
    const others = otherUserIds.filter((id) => id !== userId);
    const pairs = new Map(others.map((id) => [pairKey(userId, id), id]));
    const connected = await this.links.activeUsers(
      'connection',
      [...pairs.keys()],
      [...pairs.keys()],
    );
    const projects = await this.links.activeScopes('membership', userId);
    const coMembers = await this.links.activeUsers('membership', projects, others);
    return new Set(others.filter((id) => connected.has(pairKey(userId, id)) || coMembers.has(id)));
  }

  isProjectMember(projectId: string, userId: string): Promise<boolean> {
    return this.links.isActive({ kind: 'membership', scope: projectId, userId });
  }
}
