import { Card, Spinner } from '@filmcollab/ui';
import { PropsExtensionSlot } from '@filmcollab/web-kit';

/** The Chat tab: the messaging remote's group chat (`project.chat`), as on the project page. */
export function ChatTab({ projectId }: { projectId: string }) {
  return (
    <PropsExtensionSlot
      name="project.chat"
      props={{ projectId }}
      loading={<Spinner />}
      fallback={
        <Card>
          <p className="text-sm text-zinc-300">Group chat is not available right now.</p>
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
