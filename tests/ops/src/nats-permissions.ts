import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@filmcollab/contracts';
import {
  DEAD_LETTER_PREFIX,
  DEAD_LETTER_STREAM,
  REALTIME_ROOM_OWNERS,
  REALTIME_SUBJECTS,
  SessionEndedEvent,
  streamOf,
  type ServiceName,
} from '@filmcollab/contracts';
import { repoPath } from './repo-files';

/**
 * What each service does on NATS, read from its code and the contracts (never a hand list), and
 * the permissions infra/nats/nats-server.conf must give its user for exactly that.
 */
export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
}

type Definition = { kind: 'event' | 'query'; subject: string; stream?: string };

const definitions = new Map(
  Object.entries(contracts as Record<string, unknown>).filter(
    (entry): entry is [string, Definition] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      ['event', 'query'].includes((entry[1] as Definition).kind),
  ),
);

function definition(name: string, file: string): Definition {
  const found = definitions.get(name);
  if (!found) throw new Error(`${file}: ${name} is not an event or query of @filmcollab/contracts`);
  return found;
}

/** The service's TypeScript sources, tests left out. */
function sources(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory())
      return ['testing', 'test-support'].includes(entry) ? [] : sources(file);
    if (!file.endsWith('.ts') || /\.(spec|test|e2e)\.ts$/.test(file)) return [];
    return [{ file, text: readFileSync(file, 'utf8') }];
  });
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);

/** What one service's code does on NATS. */
export interface NatsUse {
  /** Streams it binds consumers to (durable, or ordered per instance). */
  consumes: Set<string>;
  /** Query subjects it asks (requests). */
  asks: Set<string>;
  /** Query subjects it answers. */
  answers: Set<string>;
  /** Core NATS subjects it publishes / subscribes to (realtime). */
  corePublishes: Set<string>;
  coreSubscribes: Set<string>;
}

/** `@HandleEvent(SomeEvent)` or `@HandleEvent(SomeEvent, { concurrency })`. */
const HANDLED_EVENT = /@HandleEvent\((\w+)[,)]/g;

const kitPeopleEvents = matches(
  readFileSync(repoPath('services', 'kit', 'src', 'people', 'people-directory.events.ts'), 'utf8'),
  HANDLED_EVENT,
);

export function natsUse(service: ServiceName): NatsUse {
  const use: NatsUse = {
    // The kit's ended-sessions listener: every service follows identity.session.ended.
    consumes: new Set([SessionEndedEvent.stream]),
    asks: new Set(),
    answers: new Set(),
    corePublishes: new Set(),
    coreSubscribes: new Set(),
  };
  const realtime = REALTIME_SUBJECTS as Record<string, string>;
  for (const { file, text } of sources(repoPath('services', service, 'src'))) {
    const handled = matches(text, HANDLED_EVENT);
    if (/\bPeopleDirectoryModule\b/.test(text)) handled.push(...kitPeopleEvents);
    // Ordered consumers of its own (a per-instance cache, a read-model replay).
    if (text.includes('consumers.get('))
      handled.push(
        ...matches(text, /\b([A-Z]\w*Event)\b/g).filter(
          (name) => definitions.get(name)?.kind === 'event',
        ),
      );
    for (const name of handled) use.consumes.add(definition(name, file).stream ?? '');
    for (const name of matches(text, /\.request\(\s*(\w+Query)\b/g))
      use.asks.add(definition(name, file).subject);
    if (text.includes('roomAccessQueryFor('))
      for (const owner of Object.values(REALTIME_ROOM_OWNERS))
        use.asks.add(`${owner}.realtime.room_access`);
    for (const name of matches(text, /@AnswerQuery\((\w+)\)/g))
      use.answers.add(definition(name, file).subject);
    if (/\bRealtimePublisher\b/.test(text))
      for (const key of ['users', 'room', 'evict']) use.corePublishes.add(realtime[key]);
    // Core NATS, call by call: `REALTIME_SUBJECTS.<key>` or a string constant of the file.
    const constants = new Map(
      [...text.matchAll(/const (\w+) = '([\w.>*-]+)'/g)].map((m) => [m[1], m[2]]),
    );
    const subjectOf = (argument: string) =>
      argument.startsWith('REALTIME_SUBJECTS.')
        ? realtime[argument.split('.')[1]]
        : constants.get(argument);
    // notifications' in-room subjects, one per user and room: `${IN_ROOM_SUBJECT}.<user>.<room>`.
    const inRoom = constants.get('IN_ROOM_SUBJECT');
    if (inRoom && text.includes('inRoomSubject(')) use.coreSubscribes.add(`${inRoom}.*.*`);
    for (const [, call, argument] of text.matchAll(
      /\.(subscribe|listen|publish|requestMany|request)\(\s*([\w.]+)\s*,/g,
    )) {
      const subject = subjectOf(argument);
      if (!subject) continue;
      if (['subscribe', 'listen'].includes(call)) use.coreSubscribes.add(subject);
      else use.corePublishes.add(subject);
    }
  }
  return use;
}

/** The user's permissions: its own domain, what it asks and consumes, and the JetStream API for those. */
export function requiredPermissions(service: ServiceName): NatsPermissions {
  const use = natsUse(service);
  const own = streamOf(service);
  const streams = [...use.consumes].sort();
  const publish = [
    // Its events (JetStream publishes), its query subjects, notifications' in-room requests.
    `${service}.>`,
    `${DEAD_LETTER_PREFIX}.${service}.>`,
    ...[...use.asks].filter((subject) => !subject.startsWith(`${service}.`)).sort(),
    ...[...use.corePublishes].filter((subject) => !subject.startsWith(`${service}.`)).sort(),
    '$JS.API.INFO',
    ...[own, DEAD_LETTER_STREAM].flatMap((stream) =>
      ['INFO', 'CREATE', 'UPDATE'].map((op) => `$JS.API.STREAM.${op}.${stream}`),
    ),
    ...streams.flatMap((stream) => [
      ...(stream === own ? [] : [`$JS.API.STREAM.INFO.${stream}`]),
      `$JS.API.CONSUMER.CREATE.${stream}`,
      `$JS.API.CONSUMER.CREATE.${stream}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.>`,
      `$JS.API.CONSUMER.INFO.${stream}.>`,
      `$JS.API.CONSUMER.DELETE.${stream}.>`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
      `$JS.ACK.${stream}.>`,
    ]),
  ];
  const subscribe = [
    // Replies: JetStream API answers, pulled events, answers to its queries.
    '_INBOX.>',
    ...[...use.answers].sort(),
    ...[...use.coreSubscribes].sort(),
  ];
  return { publish: [...new Set(publish)], subscribe: [...new Set(subscribe)] };
}

/** NATS subject matching: `*` is one token, `>` one or more at the end. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '>') return have.length > i;
    if (i >= have.length || (want[i] !== '*' && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}
