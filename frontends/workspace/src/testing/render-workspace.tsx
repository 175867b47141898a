import type { Task, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { renderLikeShell } from '@filmcollab/web-kit/testing';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';

export const me = { id: 'me', username: 'maya', name: 'Maya Director' };

/**
 * Renders a workspace screen the way the shell does (see `renderLikeShell`), signed in as `me`,
 * with web-kit's realtime client over a fake socket (`connect()` opens it).
 */
export async function renderSignedIn(
  element: ReactElement,
  { path, url }: { path: string; url: string },
) {
  const view = await renderLikeShell(element, {
    user: me,
    path,
    url,
    realtime: true,
    locationProbe: false,
  });
  const connect = () => act(async () => view.realtime.connect(me.id));
  return { ...view, connect };
}

export function aPerson(id: string, fullName: string) {
  return { id, username: id, fullName, profileImageUrl: null };
}

export function aSummary(overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary {
  return {
    project: {
      id: 'p1',
      title: 'Night Train',
      description: 'A night shoot',
      status: 'production',
      creatorId: me.id,
    },
    myRole: 'project_manager',
    access: 'manage',
    members: [
      {
        ...aPerson(me.id, 'Maya Director'),
        role: 'project_manager',
        isCreator: true,
        joinedAt: '2030-01-01T00:00:00.000Z',
      },
      {
        ...aPerson('eli', 'Eli Editor'),
        role: 'editor',
        isCreator: false,
        joinedAt: '2030-01-02T00:00:00.000Z',
      },
    ],
    stats: {
      tasksCompleted: 1,
      tasksTotal: 4,
      milestonesCompleted: 0,
      milestonesTotal: 2,
      files: 3,
      upcomingEvents: 1,
    },
    ...overrides,
  };
}

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    projectId: 'p1',
    title: 'Scout locations',
    description: null,
    priority: 'medium',
    status: 'todo',
    assignedTo: null,
    assignee: null,
    createdBy: me.id,
    creator: aPerson(me.id, 'Maya Director'),
    dueDate: null,
    estimatedHours: null,
    actualHours: 0,
    parentTaskId: null,
    dependencies: [],
    blocked: false,
    overdue: false,
    subtaskCount: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
