import type { ProjectDetail } from '@filmcollab/contracts/projects';
import { Card, Spinner } from '@filmcollab/ui';
import { PropsExtensionSlot } from '@filmcollab/web-kit';

/**
 * The Group Chat tab. The chat itself belongs to the messaging remote, which fills the
 * `project.chat` extension point; until a remote fills it, the tab says chat is coming.
 * Only the creator and active members take part (spec 03 §6).
 */
export function GroupChatTab({ detail }: { detail: ProjectDetail }) {
  const { relation } = detail.viewer;
  if (relation !== 'creator' && relation !== 'member') {
    return (
      <Card>
        <p className="text-sm text-zinc-300">Only project members can see the group chat.</p>
      </Card>
    );
  }
  return (
    <PropsExtensionSlot
      name="project.chat"
      props={{ projectId: detail.project.id }}
      loading={<Spinner />}
      fallback={
        <Card>
          <p className="text-sm text-zinc-300">
            Group chat is coming soon: project members will talk here.
          </p>
        </Card>
      }
      failed={
        <Card role="alert">
          <p className="text-sm text-zinc-300">The group chat could not be loaded.</p>
        </Card>
      }
    />
  );
}
