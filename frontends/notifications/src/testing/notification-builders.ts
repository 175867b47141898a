import type { Notification } from '@filmcollab/contracts/notifications';

let next = 1;

/** A notification as the service answers it; newest first when built in order. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  const id = `n${next++}`;
  return {
    id,
    userId: 'u1',
    kind: 'connection_request',
    type: 'connection_request',
    title: 'New Connection Request',
    message: 'Sam Sender wants to connect with you',
    relatedEntityType: 'connection_request',
    relatedEntityId: `request-${id}`,
    relatedProfileId: 'sam',
    projectId: null,
    count: 1,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function anApplicationNotification(overrides: Partial<Notification> = {}): Notification {
  return aNotification({
    kind: 'application_submitted',
    type: 'project_application',
    title: 'New Project Application',
    message: 'Ana applied to Night Shoot as Gaffer',
    relatedEntityType: 'project_application',
    relatedProfileId: 'ana',
    projectId: 'p1',
    ...overrides,
  });
}
