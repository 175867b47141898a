/**
 * The one list of FilmCollab's services: name, embedded-default port (`PORT` overrides it) and what
 * each owns. The kit's `defineService`, the build script, the dev stack, the gateway and ops tests
 * and docs/architecture.md's tables are all checked against this list: adding a service changes it
 * and nothing else that enumerates services.
 */
export const SERVICE_REGISTRY = {
  identity: { port: 3001, summary: 'accounts, e-mail verification, password reset, embedded IdP' },
  profiles: { port: 3002, summary: 'profiles, photos, ratings, connections, feedback' },
  community: { port: 3003, summary: 'posts, comments, likes, mentions, tags, friend invites' },
  discovery: { port: 3004, summary: 'search read models, saved preferences, recommendations' },
  projects: { port: 3005, summary: 'projects, members, applications, invitations, opportunities' },
  workspace: { port: 3006, summary: 'tasks, milestones, files, calendar, project stats' },
  messaging: { port: 3007, summary: 'conversations, messages, project group chat, presence' },
  notifications: { port: 3008, summary: 'notifications, the realtime socket, outgoing e-mail' },
  contest: { port: 3009, summary: 'film submissions, ratings, judging' },
} as const satisfies Record<string, { port: number; summary: string }>;

export type ServiceName = keyof typeof SERVICE_REGISTRY;

export const SERVICE_NAMES = Object.keys(SERVICE_REGISTRY) as ServiceName[];

export const SERVICE_PORTS = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, SERVICE_REGISTRY[name].port]),
) as { readonly [K in ServiceName]: (typeof SERVICE_REGISTRY)[K]['port'] };

export function isServiceName(value: string): value is ServiceName {
  return Object.hasOwn(SERVICE_REGISTRY, value);
}
