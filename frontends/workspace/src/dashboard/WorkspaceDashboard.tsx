import { WorkspaceErrors } from '@filmcollab/contracts/workspace';
import { Button, Card, Spinner } from '@filmcollab/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { hasErrorCode } from '@filmcollab/web-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useWorkspaceSummaryQuery } from '../api/workspace-api';
import { CalendarTab } from '../calendar/CalendarTab';
import { ChatTab } from '../chat/ChatTab';
import { FilesTab } from '../files/FilesTab';
import { MilestonesTab } from '../milestones/MilestonesTab';
import { OverviewTab } from '../overview/OverviewTab';
import { TasksTab } from '../tasks/TasksTab';
import { StatCards } from './StatCards';
import { useLiveBoard } from './use-live-board';
import { WorkspaceHeader } from './WorkspaceHeader';

const TABS = ['overview', 'tasks', 'milestones', 'files', 'calendar', 'chat'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = {
  overview: 'Overview',
  tasks: 'Tasks',
  milestones: 'Milestones',
  files: 'Files',
  calendar: 'Calendar',
  chat: 'Chat',
};

export interface WorkspaceDashboardProps {
  projectId: string;
  /**
   * Inside another page (/project/:id): no header of its own, nothing for non-members (that page
   * says who may see what), and the open tab kept in the component, not the page's query string.
   */
  embedded?: boolean;
}

/** The project workspace: header, stat cards and six tabs; only for the creator and members. */
export function WorkspaceDashboard({ projectId, embedded = false }: WorkspaceDashboardProps) {
  const summary = useWorkspaceSummaryQuery(projectId);
  const [params, setParams] = useSearchParams();
  const [localTab, setLocalTab] = useState<Tab>('overview');
  const requested = params.get('view') as Tab | null;
  const tab: Tab = embedded
    ? localTab
    : requested && TABS.includes(requested)
      ? requested
      : 'overview';
  const selectTab = (value: string) => {
    if (embedded) return setLocalTab(value as Tab);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', value);
        return next;
      },
      { replace: true },
    );
  };
  useLiveBoard(projectId, summary.isSuccess);

  if (summary.isLoading) {
    return (
      <div role="status" className="flex justify-center p-12">
        <Spinner />
        <span className="sr-only">Loading the workspace…</span>
      </div>
    );
  }
  if (embedded && !summary.data) return null;
  if (hasErrorCode(summary.error, WorkspaceErrors.NOT_A_MEMBER)) {
    return (
      <Card role="alert" className="mx-auto my-8 flex max-w-xl flex-col gap-3">
        <h1 className="text-xl font-semibold text-zinc-50">
          This workspace is for project members
        </h1>
        <p className="text-zinc-300">{WorkspaceErrors.NOT_A_MEMBER.message}</p>
        <Button asChild variant="secondary">
          <Link to={`/project/${projectId}`}>View the project</Link>
        </Button>
      </Card>
    );
  }
  if (!summary.data) {
    return (
      <Card role="alert" className="mx-auto my-8 flex max-w-xl flex-col gap-3">
        <p className="text-zinc-300">The workspace could not be loaded.</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const data = summary.data;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col p-4">
      {!embedded && <WorkspaceHeader summary={data} />}
      <StatCards stats={data.stats} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Workspace sections" className="flex-wrap">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab projectId={projectId} summary={data} />
        </TabsContent>
        <TabsContent value="tasks">
          <TasksTab projectId={projectId} summary={data} />
        </TabsContent>
        <TabsContent value="milestones">
          <MilestonesTab projectId={projectId} summary={data} />
        </TabsContent>
        <TabsContent value="files">
          <FilesTab projectId={projectId} summary={data} />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab projectId={projectId} summary={data} />
        </TabsContent>
        <TabsContent value="chat">
          <ChatTab projectId={projectId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
