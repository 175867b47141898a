import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import S3rver from 's3rver';
import { ReserveUsernameQuery } from '@filmcollab/contracts';
import { QueryClient } from '@filmcollab/service-kit';
import {
  startTestInfrastructure,
  startTestIssuer,
  startTestService,
  testEnvironment,
  type TestInfrastructure,
  type TestIssuer,
  type TestService,
} from '@filmcollab/service-kit/testing';
import { AppModule } from '../app.module';

/** Responses are asserted field by field in the tests, so their bodies stay loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export const PUBLIC_URL = 'http://app.test';
export const BUCKET = 'profile-images';

export interface TestUser {
  id: string;
  username: string;
  fullName: string | null;
  email: string;
  token: string;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

export interface HarnessOptions {
  /** Start s3rver (with the bucket) in a temporary directory and point the service at it. */
  s3?: boolean;
  env?: Record<string, string>;
}

/** An s3rver with the profile-images bucket, on a free port in a temporary directory. */
export class TestObjectStore {
  private constructor(
    readonly url: string,
    private readonly server: S3rver,
    private readonly directory: string,
  ) {}

  static async start(): Promise<TestObjectStore> {
    const directory = mkdtempSync(path.join(tmpdir(), 'profiles-s3-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    return new TestObjectStore(`http://127.0.0.1:${port}`, server, directory);
  }

  async stop(): Promise<void> {
    await this.server.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}

/**
 * The profiles service on a free port against the embedded database, a real nats-server, a test
 * token issuer and (optionally) s3rver; users are created the way sign-up does, by reserving
 * their username over NATS.
 */
export class ProfilesTestHarness {
  private constructor(
    readonly infrastructure: TestInfrastructure,
    readonly issuer: TestIssuer,
    readonly service: TestService,
    readonly nats: NatsConnection,
    readonly objectStore: TestObjectStore | null,
  ) {}

  static async start(options: HarnessOptions = {}): Promise<ProfilesTestHarness> {
    const [infrastructure, issuer, objectStore] = await Promise.all([
      startTestInfrastructure(),
      startTestIssuer(),
      options.s3 ? TestObjectStore.start() : Promise.resolve(null),
    ]);
    const s3Env: Record<string, string> = objectStore
      ? { S3_ENDPOINT: objectStore.url, S3_PUBLIC_URL: objectStore.url }
      : {};
    const service = await startTestService(AppModule, {
      service: 'profiles',
      env: testEnvironment(infrastructure, issuer, {
        MONGO_DB: `profiles_test_${randomUUID().slice(0, 8)}`,
        PUBLIC_URL,
        SHARED_PROJECTS_TIMEOUT_MS: '300',
        EVENT_RETRY_BASE_MS: '50',
        ...s3Env,
        ...options.env,
      }),
    });
    const nats = await connect({ servers: infrastructure.natsUrl });
    return new ProfilesTestHarness(infrastructure, issuer, service, nats, objectStore);
  }

  get queries(): QueryClient {
    return this.service.app.get(QueryClient);
  }

  get<T>(token: new (...args: never[]) => T): T {
    return this.service.app.get(token);
  }

  async signToken(user: { id: string; email: string; username: string }): Promise<string> {
    return this.issuer.sign({
      sub: user.id,
      email: user.email,
      preferred_username: user.username,
      email_verified: true,
      realm_access: { roles: ['user'] },
    });
  }

  /** A signed-in user whose profile was created by the sign-up reservation. */
  async createUser(
    prefix: string,
    fullName: string | null = `${prefix} Person`,
  ): Promise<TestUser> {
    const id = randomUUID();
    const username = `${prefix}_${id.slice(0, 6)}`;
    const email = `${username}@filmcollab.test`;
    const { reserved } = await this.queries.request(ReserveUsernameQuery, {
      userId: id,
      username,
      fullName: fullName ?? 'Placeholder',
      email,
    });
    if (!reserved) throw new Error(`could not reserve ${username}`);
    const token = await this.signToken({ id, email, username });
    if (fullName === null) {
      await this.request('/api/profiles/me', { method: 'PATCH', body: { fullName: '' }, token });
    }
    return { id, username, fullName, email, token };
  }

  async request(
    pathname: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; body: JsonBody }> {
    const response = await fetch(`${this.service.url}${pathname}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  async stop(): Promise<void> {
    await this.nats?.close();
    await this.service?.stop();
    await Promise.all([this.infrastructure?.stop(), this.issuer?.stop(), this.objectStore?.stop()]);
  }
}
