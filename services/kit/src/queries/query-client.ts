import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { headers } from '@nats-io/transport-node';
import type { QueryDefinition, QueryRequest, QueryResponse } from '@filmcollab/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { type BaseConfig, InjectConfig } from '../config/service-config';
import { CORRELATION_HEADER, getCorrelationId } from '../correlation/correlation-id';
import { DomainError } from '../errors/domain-error';
import { SERVICE_NAME } from '../service-name';
import { toValidationIssues, validationError } from '../validation/zod-validation.pipe';

export interface QueryOptions {
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** Request-reply over NATS through `@nestjs/microservices`, validated on both ends. */
@Injectable()
export class QueryClient implements OnModuleInit, OnApplicationShutdown {
  private readonly client: ClientNats;

  constructor(@InjectConfig() config: BaseConfig, @Inject(SERVICE_NAME) service: string) {
    this.client = new ClientNats({
      servers: config.NATS_URL.split(','),
      name: `${service}-queries`,
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

  async request<Q extends QueryDefinition>(
    query: Q,
    payload: QueryRequest<Q>,
    options: QueryOptions = {},
  ): Promise<QueryResponse<Q>> {
    const request = query.request.safeParse(payload);
    if (!request.success) throw validationError(request.error);
    const messageHeaders = headers();
    const correlationId = getCorrelationId();
    if (correlationId) messageHeaders.set(CORRELATION_HEADER, correlationId);
    const record = new NatsRecordBuilder(request.data).setHeaders(messageHeaders).build();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let reply: unknown;
    try {
      reply = await firstValueFrom(
        this.client.send(query.subject, record).pipe(timeout(timeoutMs)),
      );
    } catch (error) {
      throw toQueryError(query.subject, error);
    }
    const response = query.response.safeParse(reply);
    if (!response.success) {
      throw new DomainError(
        'QUERY_INVALID_RESPONSE',
        `The answer to ${query.subject} was not understood`,
        {
          status: 502,
          details: toValidationIssues(response.error),
        },
      );
    }
    return response.data as QueryResponse<Q>;
  }
}

/** A coded error from the responder keeps its code and status; anything else means nobody answered in time. */
function toQueryError(subject: string, error: unknown): DomainError {
  if (isErrorReply(error)) {
    return new DomainError(error.code, error.message, {
      status: typeof error.status === 'number' ? error.status : 500,
      details: error.details,
      hint: typeof error.hint === 'string' ? error.hint : undefined,
    });
  }
  return new DomainError('QUERY_UNAVAILABLE', `No answer to ${subject}`, {
    status: 503,
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
