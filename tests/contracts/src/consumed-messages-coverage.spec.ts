import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@filmcollab/contracts';
import {
  REALTIME_ROOM_OWNERS,
  roomAccessQueryFor,
  SERVICE_NAMES,
  SessionEndedEvent,
  type ServiceName,
} from '@filmcollab/contracts';
import { CONSUMED_MESSAGES } from './consumed-messages';

const SERVICES = path.join(__dirname, '../../../services');

function sourcesOf(service: string): string {
  return readdirSync(path.join(SERVICES, service, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.includes('testing'),
    )
    .map((file) => readFileSync(path.join(SERVICES, service, 'src', file), 'utf8'))
    .join('\n');
}

function subjectOf(exportName: string): string {
  return (contracts as unknown as Record<string, { subject: string }>)[exportName].subject;
}

/** What a service's own code consumes: its handlers, its queries, the kit's modules it uses. */
function consumedIn(service: ServiceName): string[] {
  const source = sourcesOf(service);
  const handled = [...source.matchAll(/@HandleEvent\((\w+)[,)]/g)].map(([, name]) =>
    subjectOf(name),
  );
  const asked = [...source.matchAll(/\.request\(\s*(\w+Query)\b/g)].map(([, name]) =>
    subjectOf(name),
  );
  const people = source.includes('PeopleDirectoryModule')
    ? [contracts.UserRegisteredEvent.subject, contracts.ProfileChangedEvent.subject]
    : [];
  const rooms = source.includes('roomAccessQueryFor(')
    ? Object.keys(REALTIME_ROOM_OWNERS).map(
        (kind) => roomAccessQueryFor(kind as keyof typeof REALTIME_ROOM_OWNERS).subject,
      )
    : [];
  // The kit's ended-sessions listener runs in every service; identity publishes the event.
  const sessions = service === 'identity' ? [] : [SessionEndedEvent.subject];
  return [...new Set([...handled, ...asked, ...people, ...rooms, ...sessions])].sort();
}

describe('pact coverage: every message a service consumes has a pact', () => {
  it.each(SERVICE_NAMES)('%s', (service) => {
    const { events, queries } = CONSUMED_MESSAGES[service];
    const listed = [...events.map((e) => e.subject), ...queries.map((q) => q.query.subject)];
    expect([...new Set(listed)].sort()).toEqual(consumedIn(service));
  });
});
