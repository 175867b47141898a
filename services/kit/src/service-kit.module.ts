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
import { JwtStrategy } from './auth/jwt.strategy';
import { ConnectionCloser } from './bootstrap/connection-closer';
import { currentEnvironment } from './config/config-environment';
import {
  type BaseConfig,
  type ConfigExtension,
  parseServiceConfig,
  SERVICE_CONFIG,
} from './config/service-config';
import { CorrelationIdMiddleware } from './correlation/correlation-id.middleware';
import { EventBus } from './events/event-bus';
import { EventConsumers } from './events/event-consumers';
import { EventStreams } from './events/event-streams';
import { PROCESSED_EVENT_MODEL, ProcessedEventSchema } from './events/processed-event.schema';
import { ProcessedEventsRepository } from './events/processed-events.repository';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { loggerParams } from './logging/logger-params';
import { connectToNats, NATS_CONNECTION, NatsConnectionLifecycle } from './nats/nats-connection';
import { QueryClient } from './queries/query-client';
import { SERVICE_NAME } from './service-name';

export interface ServiceKitOptions {
  /** `identity`, `profiles`, …: the URL prefix, default database, NATS queue group and consumer prefix. */
  service: string;
  /** Service-specific variables, merged into `baseConfigSchema`. */
  configSchema?: ConfigExtension;
}

@Global()
@Module({})
class ServiceKitConfigModule {}

/** Everything a service shares: config, logs, mongoose, NATS, events, queries, auth and health. */
@Global()
@Module({})
export class ServiceKitModule implements NestModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const configProviders = [
      { provide: SERVICE_NAME, useValue: options.service },
      {
        provide: SERVICE_CONFIG,
        useFactory: () =>
          parseServiceConfig(options.service, currentEnvironment(), options.configSchema),
      },
    ];
    const configModule: DynamicModule = {
      module: ServiceKitConfigModule,
      global: true,
      providers: configProviders,
      exports: [SERVICE_NAME, SERVICE_CONFIG],
    };
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        configModule,
        DiscoveryModule,
        LoggerModule.forRootAsync({
          imports: [configModule],
          inject: [SERVICE_NAME, SERVICE_CONFIG],
          useFactory: (service: string, config: BaseConfig) => loggerParams(service, config),
        }),
        MongooseModule.forRootAsync({
          imports: [configModule],
          inject: [SERVICE_NAME, SERVICE_CONFIG],
          useFactory: (service: string, config: BaseConfig) => ({
            uri: config.MONGO_URL,
            dbName: config.MONGO_DB ?? service,
            serverSelectionTimeoutMS: 5000,
          }),
        }),
        MongooseModule.forFeature([{ name: PROCESSED_EVENT_MODEL, schema: ProcessedEventSchema }]),
      ],
      controllers: [HealthController],
      providers: [
        {
          provide: NATS_CONNECTION,
          inject: [SERVICE_CONFIG, SERVICE_NAME],
          useFactory: (config: BaseConfig, service: string) => connectToNats(config, service),
        },
        NatsConnectionLifecycle,
        HealthService,
        EventStreams,
        EventBus,
        ProcessedEventsRepository,
        EventConsumers,
        QueryClient,
        JwtStrategy,
        JwtAuthGuard,
        ConnectionCloser,
      ],
      exports: [configModule, NATS_CONNECTION, EventBus, QueryClient, JwtAuthGuard, JwtStrategy],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(CorrelationIdMiddleware)
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
