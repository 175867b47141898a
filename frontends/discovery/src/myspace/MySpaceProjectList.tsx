import { showToast, Spinner } from '@filmcollab/ui';
import { useEffect, useState } from 'react';
import { useMySpaceProjectsQuery } from '../api/discovery-api';
import { MySpaceProjectCard } from './MySpaceProjectCard';
import { ProjectTeamPanel } from './ProjectTeamPanel';

/** 'Created Projects' or 'Collaborated Projects', with each project's team panel on demand. */
export function MySpaceProjectList({
  which,
  failure,
}: {
  which: 'created' | 'collaborated';
  failure: string;
}) {
  const { data, isLoading, isError } = useMySpaceProjectsQuery(which);
  const [openTeam, setOpenTeam] = useState<string | null>(null);

  useEffect(() => {
    if (isError) showToast({ title: 'Error', description: failure, variant: 'destructive' });
  }, [isError, failure]);

  if (isLoading) return <Spinner label="Loading projects…" />;
  if (isError) return <p role="alert">{failure}</p>;
  if (!data?.projects.length) return <p className="text-zinc-400">No projects found</p>;
  return (
    <ul
      className="grid gap-3 sm:grid-cols-2"
      aria-label={which === 'created' ? 'Created Projects' : 'Collaborated Projects'}
    >
      {data.projects.map((entry) => (
        <li key={entry.project.id} className="flex flex-col gap-2">
          <MySpaceProjectCard
            entry={entry}
            teamOpen={openTeam === entry.project.id}
            onToggleTeam={() =>
              setOpenTeam((current) => (current === entry.project.id ? null : entry.project.id))
            }
          />
          {openTeam === entry.project.id && <ProjectTeamPanel projectId={entry.project.id} />}
        </li>
      ))}
    </ul>
  );
}
