import type { ProjectDetail } from '@filmcollab/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui';
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

type Tab = 'members' | 'chat';

/** The loaded project page: header, details with quick actions, and the two tabs. */
export function ProjectScreen({ detail }: { detail: ProjectDetail }) {
  const { project } = detail;
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [opportunityOpen, setOpportunityOpen] = useState(false);
  useApplyParam(detail, () => setApplyOpen(true));
  const tab: Tab = searchParams.get('tab') === 'chat' ? 'chat' : 'members';

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
        <QuickActions
          detail={detail}
          onEdit={() => setEditing(true)}
          onApply={() => setApplyOpen(true)}
          onPostOpportunity={() => setOpportunityOpen(true)}
        />
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Project sections">
          <TabsTrigger value="members">Team Management</TabsTrigger>
          <TabsTrigger value="chat">Group Chat</TabsTrigger>
        </TabsList>
        <TabsContent value="members">
          <TeamManagement detail={detail} onInvite={() => setInviteOpen(true)} />
        </TabsContent>
        <TabsContent value="chat">
          <GroupChatTab detail={detail} />
        </TabsContent>
      </Tabs>
      <ApplyDialog
        open={applyOpen}
        onOpenChange={setApplyOpen}
        projectId={project.id}
        roles={project.requiredRoles}
      />
      {detail.viewer.relation === 'creator' && (
        <PostOpportunityDialog
          open={opportunityOpen}
          onOpenChange={setOpportunityOpen}
          project={project}
        />
      )}
      {(detail.viewer.relation === 'creator' || detail.viewer.relation === 'member') && (
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
