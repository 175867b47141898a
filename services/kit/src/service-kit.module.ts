import {
  DynamicModule,
  Global,
  MiddlewareConsumer,
  Module,
  NestModule,
  RequestMethod,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { LoggerModule } from 'nestjs-pino';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from './auth/optional-jwt-auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { VerifiedTokens } from './auth/verified-tokens';
import { ConnectionCloser } from './bootstrap/connection-closer';
import { currentEnvironment } from './config/config-environment';
import { type BaseConfig, parseServiceConfig, SERVICE_CONFIG } from './config/service-config';
import { CorrelationIdMiddleware } from './correlation/correlation-id.middleware';
import { DeadLetters } from './events/dead-letters';
import { EventConsumers } from './events/event-consumers';
import { EventStreams } from './events/event-streams';
import { JetStreamPublisher } from './events/jetstream-publisher';
import { PROCESSED_EVENT_MODEL, ProcessedEventSchema } from './events/processed-event.schema';
import { ProcessedEventsRepository } from './events/processed-events.repository';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { loggerParams } from './logging/logger-params';
import { connectToNats, NATS_CONNECTION, NatsConnectionLifecycle } from './nats/nats-connection';
import { MetricsController } from './metrics/metrics.controller';
import { ServiceMetrics } from './metrics/service-metrics';
import { ConsumerLagMetrics } from './metrics/consumer-lag-metrics';
import { MongoPoolMetrics } from './metrics/mongo-pool-metrics';
import { TraceContextMiddleware } from './tracing/trace-context.middleware';
import { OUTBOX_ENTRY_MODEL, OutboxEntrySchema } from './outbox/outbox-entry.schema';
import { Outbox } from './outbox/outbox';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxBacklogMetrics } from './outbox/outbox-backlog-metrics';
import { OutboxRepository } from './outbox/outbox.repository';
import { UnitOfWork } from './outbox/unit-of-work';
import { QueryClient } from './queries/query-client';
import type { ServiceDefinition } from './service/define-service';
import { EndedSessions } from './session-revocation/ended-sessions';
import { EndedSessionsListener } from './session-revocation/ended-sessions-listener';
import { SERVICE_DEFINITION } from './service/service-definition.token';
import { Clock } from './time/clock';

@Global()
@Module({})
class ServiceKitConfigModule {}

/**
 * Everything a service shares: config, logs, mongoose, NATS, the outbox and its relay, event
 * consumers, queries, auth, health, metrics and the clock: `ServiceKitModule.forRoot(profilesService)`.
 */
@Global()
@Module({})
export class ServiceKitModule implements NestModule {
  static forRoot(service: ServiceDefinition): DynamicModule {
    const configProviders = [
      { provide: SERVICE_DEFINITION, useValue: service },
      {
        provide: SERVICE_CONFIG,
        useFactory: () =>
          parseServiceConfig(service.name, currentEnvironment(), service.configSchema),
      },
    ];
    const configModule: DynamicModule = {
      module: ServiceKitConfigModule,
      global: true,
      providers: configProviders,
      exports: [SERVICE_DEFINITION, SERVICE_CONFIG],
    };
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        configModule,
        DiscoveryModule,
        LoggerModule.forRootAsync({
          imports: [configModule],
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseConfig) => loggerParams(service.name, config),
        }),
        MongooseModule.forRootAsync({
          imports: [configModule],
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseConfig) => ({
            uri: config.MONGO_URL,
            dbName: config.MONGO_DB ?? service.name,
            serverSelectionTimeoutMS: 5000,
          }),
        }),
        MongooseModule.forFeature([
          { name: PROCESSED_EVENT_MODEL, schema: ProcessedEventSchema },
          { name: OUTBOX_ENTRY_MODEL, schema: OutboxEntrySchema },
        ]),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        {
          provide: NATS_CONNECTION,
          inject: [SERVICE_CONFIG],
          useFactory: (config: BaseConfig) => connectToNats(config, service.name),
        },
        NatsConnectionLifecycle,
        HealthService,
        ServiceMetrics,
        MongoPoolMetrics,
        ConsumerLagMetrics,
        EventStreams,
        JetStreamPublisher,
        DeadLetters,
        OutboxRepository,
        OutboxRelay,
        OutboxBacklogMetrics,
        UnitOfWork,
        Outbox,
        ProcessedEventsRepository,
        EventConsumers,
        QueryClient,
        EndedSessions,
        EndedSessionsListener,
        VerifiedTokens,
        JwtStrategy,
        JwtAuthGuard,
        OptionalJwtAuthGuard,
        ConnectionCloser,
        Clock,
      ],
      exports: [
        configModule,
        NATS_CONNECTION,
        Outbox,
        UnitOfWork,
        QueryClient,
        JwtAuthGuard,
        OptionalJwtAuthGuard,
        JwtStrategy,
        VerifiedTokens,
        EndedSessions,
        Clock,
        // For test harnesses: publishing as another domain would.
        EventStreams,
        JetStreamPublisher,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(CorrelationIdMiddleware, TraceContextMiddleware)
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
