import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type {
  EventDefinition,
  EventEnvelope,
  EventPayload,
  QueryDefinition,
  QueryRequest,
  QueryResponse,
} from '@filmcollab/contracts';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EventStreams } from '../../events/event-streams';
import { JetStreamPublisher } from '../../events/jetstream-publisher';
import { QueryClient } from '../../queries/query-client';
import type { TestInfrastructure } from '../infrastructure/claim-test-infrastructure';
import type { TestIssuer } from '../start-test-issuer';
import type { TestService } from '../start-test-service';
import { waitFor } from '../wait-for';
import { EventRecorder } from './event-recorder';
import type { HarnessRequestOptions, HarnessResponse } from './harness-request';
import { type QueryAnswer, QueryStandIn } from './query-stand-in';
import type { TestObjectStore } from './test-object-store';
import type { TestUser, TestUserDetails } from './test-user';

export interface HarnessParts {
  service: string;
  infrastructure: TestInfrastructure;
  issuer: TestIssuer;
  objectStore: TestObjectStore | null;
  app: TestService;
  nats: NatsConnection;
  /** Boots one more instance like `app`: same database, NATS account, issuer and variables. */
  startReplica: () => Promise<TestService>;
}

/** A running service and what a test needs around it; built by `startServiceHarness`. */
export class ServiceHarness {
  /** `http://127.0.0.1:<port>`; the service's routes are under `/api/<service>`. */
  readonly url: string;
  readonly app: NestFastifyApplication;
  /** A connection of the test's own in the service's NATS account. */
  readonly nats: NatsConnection;
  readonly issuer: TestIssuer;
  readonly objectStore: TestObjectStore | null;
  /** The database the service uses on the shared server. */
  readonly databaseName: string;
  private readonly stoppables: { stop(): void }[] = [];
  private readonly replicas: TestService[] = [];

  constructor(private readonly parts: HarnessParts) {
    this.url = parts.app.url;
    this.app = parts.app.app;
    this.nats = parts.nats;
    this.issuer = parts.issuer;
    this.objectStore = parts.objectStore;
    this.databaseName = parts.infrastructure.mongoDb;
  }

  get<T>(token: string | symbol | Type<T> | (abstract new (...args: never[]) => T)): T {
    return this.app.get<T>(token as Type<T>);
  }

  async request(path: string, options: HarnessRequestOptions = {}): Promise<HarnessResponse> {
    const token = options.token ?? options.as?.token;
    const response = await fetch(`${this.url}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: parseBody(text), headers: response.headers };
  }

  /** A user with an access token of the test issuer (the service trusts it like Keycloak's). */
  async createUser(details: TestUserDetails = {}): Promise<TestUser> {
    const id = details.id ?? randomUUID();
    const username = details.username ?? `user_${id.slice(0, 8)}`;
    const user = {
      id,
      username,
      email: details.email ?? `${username}@filmcollab.test`,
      fullName: details.fullName === undefined ? `${username} Person` : details.fullName,
      roles: details.roles ?? ['user'],
    };
    return { ...user, token: await this.tokenFor(user) };
  }

  tokenFor(
    user: Pick<TestUser, 'id' | 'email' | 'username'> & { roles?: string[] },
  ): Promise<string> {
    return this.issuer.sign({
      sub: user.id,
      email: user.email,
      preferred_username: user.username,
      email_verified: true,
      realm_access: { roles: user.roles ?? ['user'] },
    });
  }

  /** Sends a query to the service as another service would. */
  query<Q extends QueryDefinition>(query: Q, request: QueryRequest<Q>): Promise<QueryResponse<Q>> {
    return this.get(QueryClient).request(query, request);
  }

  /** Answers `query` in place of the service that owns it until the stand-in or the harness stops. */
  async respondTo<Q extends QueryDefinition>(
    query: Q,
    answer: QueryAnswer<Q>,
  ): Promise<QueryStandIn<Q>> {
    const standIn = new QueryStandIn(this.nats, query, answer);
    this.stoppables.push(standIn);
    await this.nats.flush();
    return standIn;
  }

  /**
   * Another instance of the service on the same database, NATS account and issuer, stopped with the
   * harness: for what each replica keeps in memory (caches, per-instance listeners).
   */
  async startReplica(): Promise<TestService> {
    const replica = await this.parts.startReplica();
    this.replicas.push(replica);
    return replica;
  }

  /** Records the events published on the definition's subject from now on. */
  async recordEvents<E extends EventDefinition>(definition: E): Promise<EventRecorder<E>> {
    const recorder = new EventRecorder(this.nats, definition);
    this.stoppables.push(recorder);
    await this.nats.flush();
    return recorder;
  }

  /** Feeds the service an event the way the publishing domain would: on JetStream, in an envelope. */
  async publish<E extends EventDefinition>(
    definition: E,
    payload: EventPayload<E>,
    options: { eventId?: string } = {},
  ): Promise<EventEnvelope<EventPayload<E>>> {
    const envelope: EventEnvelope<EventPayload<E>> = {
      id: options.eventId ?? randomUUID(),
      subject: definition.subject,
      occurredAt: new Date().toISOString(),
      payload: definition.payload.parse(payload) as EventPayload<E>,
    };
    // The owner may not be running: the stream gains the subject as its owner would declare it.
    await this.get(EventStreams).declareOwnersOf([definition]);
    await this.get(JetStreamPublisher).publish(definition.subject, envelope);
    return envelope;
  }

  waitFor(
    check: () => boolean | Promise<boolean>,
    timeoutMs?: number,
    what?: string,
  ): Promise<void> {
    return waitFor(check, timeoutMs, what);
  }

  /** Waits until every durable consumer of the service has handled (acknowledged) all it was sent. */
  async waitForConsumersIdle(timeoutMs = 10_000): Promise<void> {
    const jsm = await jetstreamManager(this.nats);
    const prefix = `${this.parts.service}-`;
    await waitFor(
      async () => {
        for await (const stream of jsm.streams.list()) {
          for await (const consumer of jsm.consumers.list(stream.config.name)) {
            if (!consumer.name.startsWith(prefix)) continue;
            if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
          }
        }
        return true;
      },
      timeoutMs,
      `the ${this.parts.service} consumers to be idle`,
    );
  }

  async stop(): Promise<void> {
    for (const stoppable of this.stoppables.splice(0)) stoppable.stop();
    await this.nats.close();
    for (const replica of this.replicas.splice(0)) await replica.stop();
    await this.parts.app.stop();
    await Promise.all([
      this.parts.issuer.stop(),
      this.parts.objectStore?.stop(),
      this.parts.infrastructure.stop(),
    ]);
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
