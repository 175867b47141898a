import { Injectable } from '@nestjs/common';
import { realtimeRoom, WORKSPACE_REALTIME, type WorkspaceChanged } from '@filmcollab/contracts';
import { RealtimePublisher } from '@filmcollab/service-kit';

/**
 * Tells open boards of a project what changed (room `workspace:{projectId}`), after the change is
 * stored; they refetch that part. The author's own tab already has the answer, so it is skipped.
 */
@Injectable()
export class BoardNotifier {
  constructor(private readonly realtime: RealtimePublisher) {}

  changed(
    projectId: string,
    area: WorkspaceChanged['area'],
    by: string,
    taskId: string | null = null,
  ): void {
    const data: WorkspaceChanged = { projectId, area, taskId, by };
    this.realtime.toRoom(realtimeRoom('workspace', projectId), WORKSPACE_REALTIME.changed, data, {
      exceptUserId: by,
    });
  }
}
