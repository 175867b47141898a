import { Injectable } from '@nestjs/common';
import { Clock } from '@filmcollab/service-kit';
import { TaskActivityRepository } from './task-activity.repository';

export interface ActivityEntry {
  activityType: string;
  description: string;
  oldValue?: string | null;
  newValue?: string | null;
}

/** Writes a task's activity log entries (spec 03 §3 task_activity_logs). */
@Injectable()
export class TaskActivityRecorder {
  constructor(
    private readonly activity: TaskActivityRepository,
    private readonly clock: Clock,
  ) {}

  async record(
    task: { id: string; projectId: string },
    userId: string,
    entries: readonly ActivityEntry[],
  ): Promise<void> {
    const at = this.clock.now();
    for (const entry of entries) {
      await this.activity.insert({
        projectId: task.projectId,
        taskId: task.id,
        userId,
        activityType: entry.activityType,
        oldValue: entry.oldValue ?? null,
        newValue: entry.newValue ?? null,
        description: entry.description,
        createdAt: at,
      });
    }
  }
}
