import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, type NestMicroservice, Transport } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { type BaseConfig, SERVICE_CONFIG } from '../config/service-config';
import { CorrelationIdInterceptor } from '../correlation/correlation-id.interceptor';
import { ServiceExceptionFilter } from '../errors/service-exception.filter';
import { recordHttpMetrics } from '../metrics/http-metrics';
import { NatsRequestMetricsInterceptor } from '../metrics/nats-request-metrics.interceptor';
import { ServiceMetrics } from '../metrics/service-metrics';
import { natsServerOptions } from '../nats/nats-server-options';
import { TraceContextInterceptor } from '../tracing/trace-context.interceptor';
import { startTracing } from '../tracing/tracing';
import type { ServiceDefinition } from '../service/define-service';
import { createServiceHttpAdapter } from './service-http-adapter';
import { refuseUnsupportedBodyMediaTypes } from '../validation/body-media-types';
import { documentErrorResponses } from '../validation/error-responses-document';

const NATS_GRACE_PERIOD_MS = 500;

/** Builds the service's Fastify app with everything the kit promises, not yet listening. */
export async function createServiceApp(
  appModule: Type<unknown>,
  service: ServiceDefinition,
): Promise<NestFastifyApplication> {
  startTracing(service.name);
  const adapter = createServiceHttpAdapter();
  refuseUnsupportedBodyMediaTypes(adapter.getInstance());

  const app = await NestFactory.create<NestFastifyApplication>(appModule, adapter, {
    bufferLogs: true,
    abortOnError: false,
    return503OnClosing: true,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  const config = app.get<BaseConfig>(SERVICE_CONFIG);
  const metrics = app.get(ServiceMetrics);
  recordHttpMetrics(adapter.getInstance(), metrics);

  const prefix = `api/${service.name}`;
  // /metrics stays outside the prefix: the gateway routes /api/<service> only.
  app.setGlobalPrefix(prefix, { exclude: [...service.prefixExclude, 'metrics'] });
  app.useGlobalFilters(new ServiceExceptionFilter());

  if (config.SWAGGER_ENABLED) {
    const document = documentErrorResponses(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle(`FilmCollab ${service.name} service`)
          .setDescription(service.description)
          .setVersion('1')
          // 3.1: its schemas are JSON Schema 2020-12, what the contracts' zod schemas convert to.
          .setOpenAPIVersion('3.1.0')
          .addBearerAuth()
          .build(),
      ),
    );
    SwaggerModule.setup(`${prefix}/docs`, app, document);
  }

  // The correlation interceptor serves NATS handlers only: a global one would put every HTTP
  // request through Nest's rxjs interceptor pipeline (HTTP gets its id from genReqId).
  const requests = app.connectMicroservice<MicroserviceOptions>(
    {
      transport: Transport.NATS,
      options: {
        ...natsServerOptions(config.NATS_URL),
        name: `${service.name}-requests`,
        queue: service.name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
        gracefulShutdown: true,
        gracePeriod: NATS_GRACE_PERIOD_MS,
      },
    },
    // Deferred, so the filter and interceptor below are in place before the listeners start.
    { inheritAppConfig: false, deferInitialization: true },
  );
  requests.useGlobalFilters(new ServiceExceptionFilter());
  requests.useGlobalInterceptors(
    new CorrelationIdInterceptor(),
    new TraceContextInterceptor(),
    new NatsRequestMetricsInterceptor(metrics),
  );
  // A deferred microservice runs the shared container's lifecycle hooks when it starts, and the
  // HTTP app runs them again on listen: every relay, consumer and timer would start twice. The
  // HTTP app's init is the one place they run.
  (requests as NestMicroservice).setIsInitHookCalled(true);
  await app.startAllMicroservices();
  return app;
}
