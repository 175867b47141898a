import * as z from 'zod/mini';
import { isServiceName, type ServiceName } from '../services/service-registry';

/**
 * A request-reply query over NATS core: `<domain>.<query>`, answered by the domain's service.
 * Never captured by a stream.
 */
export interface QueryDefinition<
  TRequest extends z.ZodMiniType = z.ZodMiniType,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
  TSubject extends string = string,
> {
  readonly kind: 'query';
  readonly subject: TSubject;
  /** The service that answers it. */
  readonly domain: ServiceName;
  readonly request: TRequest;
  readonly response: TResponse;
}

export type QuerySubject = `${ServiceName}.${string}`;

const QUERY_SUBJECT = /^[a-z]+\.[a-z_.]+$/;

export function defineQuery<
  const TSubject extends QuerySubject,
  TRequest extends z.ZodMiniType,
  TResponse extends z.ZodMiniType,
>(
  subject: TSubject,
  request: TRequest,
  response: TResponse,
): QueryDefinition<TRequest, TResponse, TSubject> {
  if (!QUERY_SUBJECT.test(subject)) {
    throw new Error(`Query subject "${subject}" must look like <domain>.<query>`);
  }
  const domain = subject.split('.')[0];
  if (!isServiceName(domain)) {
    throw new Error(`Query subject "${subject}" does not start with a service's name`);
  }
  return { kind: 'query', subject, domain, request, response };
}

export type QueryRequest<Q extends QueryDefinition> = z.infer<Q['request']>;
export type QueryResponse<Q extends QueryDefinition> = z.infer<Q['response']>;
