import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { headers } from '@nats-io/transport-node';
import {
  CommonErrors,
  type QueryDefinition,
  type QueryRequest,
  type QueryResponse,
} from '@filmcollab/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { CORRELATION_HEADER, getCorrelationId } from '../correlation/correlation-id';
import { natsServerOptions } from '../nats/nats-server-options';
import { DomainError } from '../errors/domain-error';
import { ServiceMetrics } from '../metrics/service-metrics';
import { currentTraceCarrier, inSpan, SpanKind } from '../tracing/tracing';
import type { ServiceDefinition } from '../service/define-service';
import { InjectServiceDefinition } from '../service/service-definition.token';
import { toValidationIssues, validationError } from '../validation/zod-validation.pipe';

export interface QueryOptions {
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** Request-reply over NATS through `@nestjs/microservices`, validated on both ends. */
@Injectable()
export class QueryClient implements OnModuleInit, OnApplicationShutdown {
  private readonly client: ClientNats;

  constructor(
    @InjectConfig() config: BaseConfig,
    @InjectServiceDefinition() service: ServiceDefinition,
    private readonly metrics: ServiceMetrics,
  ) {
    this.client = new ClientNats({
      ...natsServerOptions(config.NATS_URL),
      name: `${service.name}-queries`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.client.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  request<Q extends QueryDefinition>(
    query: Q,
    payload: QueryRequest<Q>,
    options: QueryOptions = {},
  ): Promise<QueryResponse<Q>> {
    const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': query.subject };
    return inSpan(`query ${query.subject}`, SpanKind.CLIENT, attributes, () =>
      this.send(query, payload, options),
    );
  }

  private async send<Q extends QueryDefinition>(
    query: Q,
    payload: QueryRequest<Q>,
    options: QueryOptions,
  ): Promise<QueryResponse<Q>> {
    const request = query.request.safeParse(payload);
    if (!request.success) throw validationError(request.error);
    const messageHeaders = headers();
    const correlationId = getCorrelationId();
    if (correlationId) messageHeaders.set(CORRELATION_HEADER, correlationId);
    for (const [name, value] of Object.entries(currentTraceCarrier()))
      messageHeaders.set(name, value);
    const record = new NatsRecordBuilder(request.data).setHeaders(messageHeaders).build();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let reply: unknown;
    const stopTimer = this.metrics.natsRequestDuration.startTimer({ subject: query.subject });
    try {
      reply = await firstValueFrom(
        this.client.send(query.subject, record).pipe(timeout(timeoutMs)),
      );
      stopTimer({ outcome: 'ok' });
    } catch (error) {
      stopTimer({ outcome: isErrorReply(error) ? 'error' : 'unavailable' });
      throw toQueryError(query.subject, error);
    }
    const response = query.response.safeParse(reply);
    if (!response.success) {
      throw new DomainError(CommonErrors.QUERY_INVALID_RESPONSE, {
        message: `The answer to ${query.subject} was not understood`,
        details: toValidationIssues(response.error),
      });
    }
    return response.data as QueryResponse<Q>;
  }
}

/** A coded error from the responder keeps its code and status; anything else means nobody answered in time. */
function toQueryError(subject: string, error: unknown): DomainError {
  if (isErrorReply(error)) {
    const status = typeof error.status === 'number' ? error.status : 500;
    return new DomainError(
      { code: error.code, status, message: error.message },
      { details: error.details, hint: typeof error.hint === 'string' ? error.hint : undefined },
    );
  }
  return new DomainError(CommonErrors.QUERY_UNAVAILABLE, {
    message: `No answer to ${subject}`,
    hint: 'The service that answers it may be down; try again shortly.',
  });
}

function isErrorReply(
  error: unknown,
): error is { code: string; message: string; status?: unknown; details?: unknown; hint?: unknown } {
  if (typeof error !== 'object' || error === null || error instanceof Error) return false;
  const candidate = error as { code?: unknown; message?: unknown };
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}
