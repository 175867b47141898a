import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { type BaseConfig, ConfigValidationError, SERVICE_CONFIG } from '../config/service-config';
import { createServiceApp } from './create-service-app';
import type { ServiceDefinition } from '../service/define-service';

/**
 * Starts a service: `void bootstrapService(AppModule, profilesService)` in `main.ts`.
 * On SIGTERM/SIGINT it stops accepting requests, finishes in-flight ones, drains NATS and closes mongoose.
 * A service that cannot start (bad config, unreachable NATS) exits with status 1.
 */
export async function bootstrapService(
  appModule: Type<unknown>,
  service: ServiceDefinition,
): Promise<NestFastifyApplication> {
  try {
    const app = await createServiceApp(appModule, service);
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    const { PORT, HOST } = app.get<BaseConfig>(SERVICE_CONFIG);
    await app.listen(PORT, HOST);
    app.get(Logger).log(`${service.name} service listening on ${HOST}:${PORT}`);
    return app;
  } catch (error) {
    process.stderr.write(`${service.name} service failed to start: ${describe(error)}\n`);
    process.exit(1);
  }
}

function describe(error: unknown): string {
  if (error instanceof ConfigValidationError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
