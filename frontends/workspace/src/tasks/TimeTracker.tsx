import { type TaskDetail, WorkspaceErrors } from '@filmcollab/contracts/workspace';
import { Button } from '@filmcollab/ui';
import { hasErrorCode } from '@filmcollab/web-kit';
import { useEffect, useState } from 'react';
import { useStartTimerMutation, useStopTimerMutation } from '../api/workspace-api';
import { formatClock, formatDateTime, formatDuration } from '../display/format';
import { errorToast, successToast } from '../display/toasts';

/** Start/stop with a running h:mm:ss clock, the total and the latest 5 sessions. */
export function TimeTracker({
  projectId,
  detail,
  canWork,
}: {
  projectId: string;
  detail: TaskDetail;
  canWork: boolean;
}) {
  const taskId = detail.task.id;
  const open = detail.myOpenLog;
  const [now, setNow] = useState(() => Date.now());
  const [start, starting] = useStartTimerMutation();
  const [stop, stopping] = useStopTimerMutation();
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  const toggle = async () => {
    const result = open
      ? await stop({ projectId, taskId, logId: open.id })
      : await start({ projectId, taskId });
    if (!('error' in result)) {
      successToast(open ? 'Time tracking stopped' : 'Time tracking started');
      return;
    }
    errorToast(
      hasErrorCode(result.error, WorkspaceErrors.TIME_LOG_NOT_FOUND)
        ? WorkspaceErrors.TIME_LOG_NOT_FOUND.message
        : 'Failed to start or stop time tracking',
    );
  };

  return (
    <section aria-labelledby="time-heading" className="flex flex-col gap-2">
      <h3 id="time-heading" className="font-medium text-zinc-200">
        Time tracking
      </h3>
      <div className="flex items-center gap-3">
        {open && (
          <span role="timer" aria-label="Elapsed time" className="font-mono text-lg text-amber-300">
            {formatClock(now - new Date(open.startTime).getTime())}
          </span>
        )}
        {canWork && (
          <Button
            type="button"
            variant={open ? 'secondary' : 'primary'}
            disabled={starting.isLoading || stopping.isLoading}
            onClick={() => void toggle()}
          >
            {open ? 'Stop timer' : 'Start timer'}
          </Button>
        )}
        <span className="text-sm text-zinc-400">Total {formatDuration(detail.totalMinutes)}</span>
      </div>
      {detail.timeLogs.length > 0 && (
        <ul aria-label="Latest sessions" className="flex flex-col gap-1 text-sm text-zinc-300">
          {detail.timeLogs.map((log) => (
            <li key={log.id} className="flex justify-between">
              <span>{formatDateTime(log.startTime)}</span>
              <span>
                {log.durationMinutes === null ? 'Running' : formatDuration(log.durationMinutes)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
