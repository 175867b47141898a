import type { Person, Project } from '@filmcollab/contracts/projects';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { personName } from '../display/person';
import { ExternalInvites } from './ExternalInvites';
import { InternalInvites } from './InternalInvites';
import { defaultInviteMessage } from './invite-message';

/** Internal Invites (people on FilmCollab) and External Invites (by e-mail) for a project. */
export function InvitePanel({
  project,
  creator,
  onSent,
}: {
  project: Project;
  creator: Person;
  onSent?: () => void;
}) {
  const message = defaultInviteMessage(project.title, personName(creator));
  return (
    <Tabs defaultValue="internal">
      <TabsList aria-label="Invite by">
        <TabsTrigger value="internal">Internal Invites</TabsTrigger>
        <TabsTrigger value="external">External Invites</TabsTrigger>
      </TabsList>
      <TabsContent value="internal">
        <InternalInvites projectId={project.id} defaultMessage={message} onSent={onSent} />
      </TabsContent>
      <TabsContent value="external">
        <ExternalInvites projectId={project.id} defaultMessage={message} onSent={onSent} />
      </TabsContent>
    </Tabs>
  );
}
