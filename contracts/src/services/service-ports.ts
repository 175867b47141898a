/** The nine services and their embedded-default ports (docs/architecture.md); `PORT` overrides them. */
export const SERVICE_PORTS = {
  identity: 3001,
  profiles: 3002,
  community: 3003,
  discovery: 3004,
  projects: 3005,
  workspace: 3006,
  messaging: 3007,
  notifications: 3008,
  contest: 3009,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;
export const SERVICE_NAMES = Object.keys(SERVICE_PORTS) as ServiceName[];
