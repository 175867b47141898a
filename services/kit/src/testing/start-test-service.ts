import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { createServiceApp } from '../bootstrap/create-service-app';
import type { ServiceDefinition } from '../service/define-service';
import { runWithEnvironment } from '../config/config-environment';
import type { TestInfrastructure } from './infrastructure/claim-test-infrastructure';
import type { TestIssuer } from './start-test-issuer';

export interface TestServiceOptions {
  /** The service's definition; a bare name stands for a definition with only that name. */
  /** The service's own definition (`src/service-definition.ts`). */
  service: ServiceDefinition;
  /** The variables the service validates at boot; `testEnvironment()` builds the usual ones. */
  env: Record<string, string | undefined>;
}

export interface TestService {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>`; the service's routes are under `/api/<service>`. */
  url: string;
  stop(): Promise<void>;
}

/** The variables that point a service at the test infrastructure (and issuer, when given). */
export function testEnvironment(
  infrastructure: Pick<TestInfrastructure, 'mongoUrl' | 'natsUrl'> &
    Partial<Pick<TestInfrastructure, 'mongoDb'>>,
  issuer?: Pick<TestIssuer, 'issuer' | 'jwksUri' | 'audience'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    MONGO_URL: infrastructure.mongoUrl,
    ...(infrastructure.mongoDb ? { MONGO_DB: infrastructure.mongoDb } : {}),
    NATS_URL: infrastructure.natsUrl,
    LOG_LEVEL: 'silent',
    ...(issuer
      ? {
          OIDC_ISSUER: issuer.issuer,
          OIDC_JWKS_URI: issuer.jwksUri,
          OIDC_AUDIENCE: issuer.audience,
        }
      : {}),
    ...extra,
  };
}

/** Boots a service on a free port against the given variables (process.env is left alone). */
export async function startTestService(
  appModule: Type<unknown>,
  options: TestServiceOptions,
): Promise<TestService> {
  const app = await runWithEnvironment({ ...options.env, PORT: '0' }, () =>
    createServiceApp(appModule, options.service),
  );
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
