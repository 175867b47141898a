import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApplyDialog } from '../apply/ApplyDialog';
import { StatusBadge } from '../display/StatusBadge';
import { TypeBadge } from '../display/TypeBadge';
import { InviteDialog } from '../invite/InviteDialog';
import { PostOpportunityDialog } from '../opportunities/PostOpportunityDialog';
import { ProjectOpportunities } from '../opportunities/ProjectOpportunities';
import { TeamManagement } from '../team/TeamManagement';
import { GroupChatTab } from './GroupChatTab';
import { ProjectDetailsCard } from './ProjectDetailsCard';
import { QuickActions } from './QuickActions';
import { useApplyParam } from './use-apply-param';
import { WorkspaceTab } from './WorkspaceTab';

type Tab = 'members' | 'chat' | 'workspace';

/** The `?tab=` value to show; the workspace only for those who work in it (spec 03 §6). */
function shownTab(requested: string | null, inTeam: boolean): Tab {
  if (requested === 'chat') return 'chat';
  if (requested === 'workspace' && inTeam) return 'workspace';
  return 'members';
}

/**
 * The loaded project page: header, details with quick actions, and the tabs: Team Management,
 * Group Chat and, for the creator and members, the Workspace.
 */
export function ProjectScreen({ detail }: { detail: ProjectDetail }) {
  const { project } = detail;
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [opportunityOpen, setOpportunityOpen] = useState(false);
  useApplyParam(detail, () => setApplyOpen(true));
  const inTeam = detail.viewer.relation === 'creator' || detail.viewer.relation === 'member';
  const tab = shownTab(searchParams.get('tab'), inTeam);

  function selectTab(next: string) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold break-words">{project.title}</h1>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={project.status} />
          <TypeBadge type={project.projectType} />
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ProjectDetailsCard detail={detail} editing={editing} onEditingChange={setEditing} />
          <ProjectOpportunities
            projectId={project.id}
            isCreator={detail.viewer.relation === 'creator'}
          />
        </div>
        <div className="flex flex-col gap-2">
          <QuickActions
            detail={detail}
            onEdit={() => setEditing(true)}
            onApply={() => setApplyOpen(true)}
            onPostOpportunity={() => setOpportunityOpen(true)}
          />
          <ApplyDialog
            open={applyOpen}
            onOpenChange={setApplyOpen}
            projectId={project.id}
            roles={project.requiredRoles}
          />
        </div>
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Project sections">
          <TabsTrigger value="members">Team Management</TabsTrigger>
          <TabsTrigger value="chat">Group Chat</TabsTrigger>
          {inTeam && <TabsTrigger value="workspace">Workspace</TabsTrigger>}
        </TabsList>
        <TabsContent value="members">
          <TeamManagement detail={detail} onInvite={() => setInviteOpen(true)} />
        </TabsContent>
        <TabsContent value="chat">
          <GroupChatTab detail={detail} />
        </TabsContent>
        {inTeam && (
          <TabsContent value="workspace">
            <WorkspaceTab projectId={project.id} />
          </TabsContent>
        )}
      </Tabs>
      {detail.viewer.relation === 'creator' && (
        <PostOpportunityDialog
          open={opportunityOpen}
          onOpenChange={setOpportunityOpen}
          project={project}
        />
      )}
      {inTeam && (
        <InviteDialog
          open={inviteOpen}
          onOpenChange={setInviteOpen}
          project={project}
          creator={detail.creator}
        />
      )}
    </div>
  );
}
