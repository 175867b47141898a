import { Button, Card } from '@filmcollab/ui';
import { useEffect } from 'react';
import { useMyProjectsQuery } from '../api/projects-api';
import { isUnauthorized } from '../common/is-unauthorized';
import { errorToast } from '../common/toasts';
import { groupProjects } from './project-groups';
import { ProjectGrid } from './ProjectGrid';
import { StatCard } from './StatCard';

/** The cards, Planning Stage and All Projects sections of My Projects. */
export function MyProjectsContent() {
  const { data: projects, error, isLoading, isError, refetch } = useMyProjectsQuery();
  // A 401 means the session ended after the page checked it (spec 03 §8 "My Projects").
  const signedOut = isError && isUnauthorized(error);

  useEffect(() => {
    if (isError) errorToast(signedOut ? 'Failed to load project data' : 'Failed to load projects');
  }, [isError, signedOut]);

  if (isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p>{signedOut ? 'User not authenticated' : 'Failed to load projects'}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (isLoading || !projects) {
    return (
      <div role="status" aria-busy="true" className="grid animate-pulse gap-4 sm:grid-cols-3">
        <span className="sr-only">Loading projects…</span>
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-24 rounded-lg bg-zinc-900" />
        ))}
      </div>
    );
  }

  const groups = groupProjects(projects);
  return (
    <>
      <nav aria-label="Project lists" className="grid gap-4 sm:grid-cols-3">
        <StatCard to="/ongoing-projects" label="Ongoing" count={groups.ongoing.length} />
        <StatCard to="/finished-projects" label="Finished" count={groups.finished.length} />
        <StatCard to="/requirements" label="Requirements" />
      </nav>
      <section aria-labelledby="planning-stage" className="flex flex-col gap-4">
        <h2 id="planning-stage" className="text-xl font-semibold">
          Planning Stage
        </h2>
        <ProjectGrid projects={groups.planning} label="Planning Stage" />
      </section>
      <section aria-labelledby="all-projects" className="flex flex-col gap-4">
        <h2 id="all-projects" className="text-xl font-semibold">
          All Projects
        </h2>
        <ProjectGrid projects={groups.firstShown} label="All Projects" />
      </section>
    </>
  );
}
