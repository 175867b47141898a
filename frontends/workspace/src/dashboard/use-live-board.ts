import { realtimeRoom } from '@filmcollab/contracts/realtime';
import { WORKSPACE_REALTIME, WorkspaceChangedSchema } from '@filmcollab/contracts/workspace';
import { type AppDispatch } from '@filmcollab/web-kit';
import { useRealtimeEvent, useRealtimeResume, useRoom } from '@filmcollab/web-kit/realtime';
import { useDispatch } from 'react-redux';
import { workspaceApi } from '../api/workspace-api';

const AREA_TAGS = {
  tasks: 'WsTasks',
  milestones: 'WsMilestones',
  files: 'WsFiles',
  events: 'WsEvents',
} as const;

/**
 * Keeps an open board current: joins `workspace:{projectId}` and, on each `workspace.changed`,
 * refetches the area that changed (and the task detail that is open); after a reconnect, all of it.
 */
export function useLiveBoard(projectId: string, enabled: boolean): void {
  const dispatch = useDispatch<AppDispatch>();
  const room = realtimeRoom('workspace', projectId);
  useRoom(enabled ? room : null);
  useRealtimeEvent(WORKSPACE_REALTIME.changed, (data, frame) => {
    if (frame.room !== room) return;
    const parsed = WorkspaceChangedSchema.safeParse(data);
    if (!parsed.success) return;
    const { area, taskId } = parsed.data;
    dispatch(
      workspaceApi.util.invalidateTags([
        { type: AREA_TAGS[area], id: projectId },
        { type: 'WsSummary', id: projectId },
        ...(taskId ? [{ type: 'WsTask' as const, id: taskId }] : []),
      ]),
    );
  });
  useRealtimeResume(() => {
    if (!enabled) return;
    dispatch(
      workspaceApi.util.invalidateTags([
        ...Object.values(AREA_TAGS).map((type) => ({ type, id: projectId })),
        { type: 'WsSummary', id: projectId },
        'WsTask',
      ]),
    );
  });
}
