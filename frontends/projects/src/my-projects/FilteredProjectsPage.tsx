import type { Project } from '@filmcollab/contracts/projects';
import { Button, Card } from '@filmcollab/ui';
import { Link } from 'react-router';
import { useMyProjectsQuery } from '../api/projects-api';
import { ProjectGrid } from './ProjectGrid';

/**
 * The lists behind the Ongoing and Finished cards of My Projects. Spec 03 names the routes but
 * does not show their screens: they list the user's projects of that group with the same cards.
 */
export function FilteredProjectsPage({
  title,
  filter,
}: {
  title: string;
  filter: (project: Project) => boolean;
}) {
  const { data: projects, isLoading, isError, refetch } = useMyProjectsQuery();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <Link to="/projects" className="text-sm text-amber-400 hover:underline">
        ← My Projects
      </Link>
      <h1 className="text-3xl font-bold">{title}</h1>
      {isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3">
          <p>Failed to load projects</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : isLoading || !projects ? (
        <p role="status">Loading projects…</p>
      ) : (
        <ProjectGrid projects={projects.filter(filter)} label={title} />
      )}
    </div>
  );
}
