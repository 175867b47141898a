import { createContext } from 'react';
import { remoteComponentLoader, type RemoteComponentModule } from '../remotes/remote-registry';

/**
 * Named places in the shell's layout that a remote fills with one of its exposed
 * components (a `default` export without props that reads what it needs via `useAuth()`
 * and the store):
 * - `header.messages`: the messages icon for signed-in users (tooltip 'Messages', unread
 *   badge capped at '99+'; `IconButton` + `MessageIcon` from @filmcollab/ui).
 * - `header.notifications`: the notification bell and its dropdown for signed-in users
 *   (tooltip 'Notifications', badge capped at '99+'; `IconButton` + `BellIcon`).
 * - `layout.feedbackDialog`: the layout's feedback dialog for signed-in users; the
 *   component renders its own trigger and owns the open state.
 */
export type ExtensionPoint = 'header.messages' | 'header.notifications' | 'layout.feedbackDialog';

/** Same contract as a remote page loader: `attempt` counts retries. Must be module-level. */
export type ExtensionLoader = (attempt: number) => Promise<RemoteComponentModule>;

export type Extensions = Partial<Record<ExtensionPoint, ExtensionLoader>>;

/**
 * The filled extension points. A remote fills one by adding a line here, for example
 * `'header.messages': remoteComponentLoader('messaging', 'HeaderMessagesButton'),`.
 * An empty point renders nothing.
 */
export const EXTENSIONS: Extensions = {
  'layout.feedbackDialog': remoteComponentLoader('profiles', 'FeedbackDialog'),
};

/** Lets tests (and nothing else) swap the filled extension points. */
export const ExtensionsContext = createContext<Extensions>(EXTENSIONS);
