import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { SharedProjectsQuery } from '@filmcollab/contracts';

/**
 * Stands in for the projects service on 'projects.members.shared', speaking the
 * @nestjs/microservices NATS wire format ({ id, data } in, { id, response, isDisposed } out).
 */
export class ProjectsResponder {
  private readonly memberships = new Map<string, string[]>();
  private readonly subscription: Subscription;

  constructor(nats: NatsConnection) {
    this.subscription = nats.subscribe(SharedProjectsQuery.subject, {
      callback: (error, message) => {
        if (error) return;
        const packet = message.json<{ id: string; data: unknown }>();
        const request = SharedProjectsQuery.request.parse(packet.data);
        const mine = this.memberships.get(request.userId) ?? [];
        const theirs = new Set(this.memberships.get(request.otherUserId) ?? []);
        const projectIds = mine.filter((projectId) => theirs.has(projectId));
        message.respond(
          JSON.stringify({ id: packet.id, response: { projectIds }, isDisposed: true }),
        );
      },
    });
  }

  /** Adds the users to the project (membership order is the order of `join` calls). */
  join(projectId: string, ...userIds: string[]): void {
    for (const userId of userIds) {
      this.memberships.set(userId, [...(this.memberships.get(userId) ?? []), projectId]);
    }
  }

  stop(): void {
    this.subscription.unsubscribe();
  }
}
