import type { Milestone, WorkspaceSummary } from '@filmcollab/contracts/workspace';
import { Button, Card, CardTitle, Spinner } from '@filmcollab/ui';
import { useState } from 'react';
import {
  useDeleteMilestoneMutation,
  useMilestonesQuery,
  useRemoveMilestoneDependencyMutation,
} from '../api/workspace-api';
import { formatDate, humanize } from '../display/format';
import { errorToast, successToast } from '../display/toasts';
import { MilestoneDependencyDialog } from './MilestoneDependencyDialog';
import { MilestoneDialog } from './MilestoneDialog';

/** Milestone Tracking and Milestone Dependencies cards; managers change them. */
export function MilestonesTab({
  projectId,
  summary,
}: {
  projectId: string;
  summary: WorkspaceSummary;
}) {
  const milestones = useMilestonesQuery(projectId);
  const [remove] = useDeleteMilestoneMutation();
  const [removeDependency] = useRemoveMilestoneDependencyMutation();
  const [editing, setEditing] = useState<Milestone | 'new' | null>(null);
  const [linking, setLinking] = useState(false);
  const manager = summary.access === 'manage';
  const list = milestones.data ?? [];
  const title = (id: string) => list.find((m) => m.id === id)?.title ?? 'A deleted milestone';

  const deleteMilestone = async (milestone: Milestone) => {
    const result = await remove({ projectId, milestoneId: milestone.id });
    if ('error' in result) errorToast('Failed to delete milestone');
    else successToast('Milestone deleted successfully');
  };
  const unlink = async (dependencyId: string) => {
    const result = await removeDependency({ projectId, dependencyId });
    if ('error' in result) errorToast('Failed to create or remove milestone dependency');
    else successToast('Dependency removed successfully');
  };

  if (milestones.isLoading) return <Spinner />;
  if (milestones.isError) {
    return (
      <Card role="alert">
        <p className="text-zinc-300">Failed to load milestones</p>
      </Card>
    );
  }
  const dependencies = list.flatMap((m) => m.dependencies);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <CardTitle>Milestone Tracking</CardTitle>
          {manager && <Button onClick={() => setEditing('new')}>New milestone</Button>}
        </div>
        {list.length === 0 ? (
          <p className="text-sm text-zinc-400">No milestones yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((milestone) => (
              <li
                key={milestone.id}
                className="flex flex-col gap-1 rounded-md border border-zinc-800 p-2"
              >
                <div className="flex justify-between gap-2">
                  <span className="font-medium text-zinc-100">{milestone.title}</span>
                  <span className="text-xs text-zinc-400">{humanize(milestone.status)}</span>
                </div>
                <span className="text-xs text-zinc-400">Due {formatDate(milestone.dueDate)}</span>
                <div
                  role="progressbar"
                  aria-label={`${milestone.title} progress`}
                  aria-valuenow={milestone.progressPercentage}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 rounded bg-zinc-800"
                >
                  <div
                    className="h-2 rounded bg-amber-400"
                    style={{ width: `${milestone.progressPercentage}%` }}
                  />
                </div>
                {manager && (
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      aria-label={`Edit ${milestone.title}`}
                      onClick={() => setEditing(milestone)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${milestone.title}`}
                      onClick={() => void deleteMilestone(milestone)}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <CardTitle>Milestone Dependencies</CardTitle>
          {manager && list.length > 1 && (
            <Button onClick={() => setLinking(true)}>Add dependency</Button>
          )}
        </div>
        {dependencies.length === 0 ? (
          <p className="text-sm text-zinc-400">No dependencies between milestones.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {dependencies.map((dependency) => (
              <li key={dependency.id} className="flex items-center justify-between gap-2">
                <span className="text-zinc-200">
                  {title(dependency.milestoneId)} →{' '}
                  {humanize(dependency.dependencyType).toLowerCase()}{' '}
                  {title(dependency.dependsOnMilestoneId)}
                </span>
                {manager && (
                  <Button
                    variant="ghost"
                    aria-label="Remove dependency"
                    onClick={() => void unlink(dependency.id)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {editing && (
        <MilestoneDialog
          projectId={projectId}
          milestone={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {linking && (
        <MilestoneDependencyDialog
          projectId={projectId}
          milestones={list}
          onClose={() => setLinking(false)}
        />
      )}
    </div>
  );
}
