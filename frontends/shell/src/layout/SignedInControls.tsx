import { TooltipProvider } from '@filmcollab/ui/tooltip';
import type { AuthUser } from '@filmcollab/web-kit';
import { ExtensionSlot } from '../extensions/ExtensionSlot';
import { UserMenu } from './UserMenu';

/**
 * The header's controls for a session: the messages and notifications icons (one tooltip
 * provider, so moving between them skips the tooltip delay) and the avatar menu.
 */
export function SignedInControls({ user }: { user: AuthUser }) {
  return (
    <TooltipProvider>
      <ExtensionSlot name="header.messages" />
      <ExtensionSlot name="header.notifications" />
      <UserMenu user={user} />
    </TooltipProvider>
  );
}
