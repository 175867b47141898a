import type { ComponentType } from 'react';

/**
 * Who may open a route: anyone, signed-in users only (others are sent to /auth), or
 * signed-out visitors only (signed-in users are sent to /).
 */
export type RouteAccess = 'public' | 'signed-in' | 'signed-out';

/** A module whose default export is a component without props (a page or a layout piece). */
export interface ComponentModule {
  default: ComponentType;
}

/**
 * Loads the component's code: `() => import('./profile-view/ProfilePage')`. Written as a
 * dynamic import inside the remote, so webpack puts each page in its own chunk and the
 * shell fetches it only when the route is visited.
 */
export type LoadComponent = () => Promise<ComponentModule>;

export interface RemoteRoute {
  /** A react-router path pattern, e.g. `/user-profile/:userId`. */
  path: string;
  access: RouteAccess;
  page: LoadComponent;
  /** Inside the shell's header and footer; spec 01 leaves only /profile/edit without (false). */
  layout?: boolean;
}

/**
 * Named places in the shell's layout that a remote fills with a component:
 * - `header.messages`: the messages icon for signed-in users (tooltip 'Messages', unread
 *   badge capped at '99+'; `IconButton` from @filmcollab/ui/icon-button + `MessageIcon`).
 * - `header.notifications`: the notification bell and its dropdown for signed-in users
 *   (tooltip 'Notifications', badge capped at '99+'; `IconButton` + `BellIcon`).
 * - `layout.feedbackDialog`: the layout's feedback dialog for signed-in users; the
 *   component renders its own trigger and owns the open state.
 * - `hub.contest`, `hub.community`, `hub.discovery`, `hub.myspace`: the content of the hub's tab
 *   of that name (Film Contest, Community, Discovery, My Space); a tab no remote fills shows the
 *   shell's own stand-in.
 * - `hub.inviteFriends`: the hub's 'Invite Friends to Join' button and the invite modal it opens.
 * The components read what they need via `useAuth()` and the store.
 */
export type ExtensionPoint =
  | 'header.messages'
  | 'header.notifications'
  | 'layout.feedbackDialog'
  | HubTabExtensionPoint
  | 'hub.inviteFriends';

/** The hub's tabs, each filled by the remote that owns its content. */
export type HubTabExtensionPoint =
  'hub.contest' | 'hub.community' | 'hub.discovery' | 'hub.myspace';

/**
 * Named places inside a remote's page that another remote fills with a component taking props
 * (rendered with web-kit's `PropsExtensionSlot`):
 * - `project.chat`: the Group Chat tab of /project/:id (projects remote), for the project's
 *   group chat (messaging remote).
 * - `project.workspace`: the project workspace (stat cards and the Overview, Tasks, Milestones,
 *   Files, Calendar and Chat tabs) on /project/:id for its creator and members (workspace
 *   remote; it renders nothing for anyone else).
 */
export interface PropsExtensionPoints {
  'project.chat': { projectId: string };
  'project.workspace': { projectId: string };
}
export type PropsExtensionPoint = keyof PropsExtensionPoints;

/** Loads a component that takes the props of its extension point. */
export type LoadPropsComponent<P> = () => Promise<{ default: ComponentType<P> }>;

export type RemoteExtensions = Partial<Record<ExtensionPoint, LoadComponent>> & {
  [K in PropsExtensionPoint]?: LoadPropsComponent<PropsExtensionPoints[K]>;
};

/**
 * The default export of every remote's `./routes` module: the routes it owns and the
 * extension points it fills. The shell loads this small module from every registered
 * remote at start; the pages' code loads only when visited.
 */
export interface RemoteRoutes {
  routes: readonly RemoteRoute[];
  extensions?: RemoteExtensions;
}
