import { z } from 'zod';

/** A request-reply query over NATS core: `<domain>.<query>`. Never captured by a stream. */
export interface QueryDefinition<
  TRequest extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  readonly kind: 'query';
  readonly subject: string;
  readonly request: TRequest;
  readonly response: TResponse;
}

const QUERY_SUBJECT = /^[a-z]+\.[a-z_.]+$/;

export function defineQuery<TRequest extends z.ZodType, TResponse extends z.ZodType>(
  subject: string,
  request: TRequest,
  response: TResponse,
): QueryDefinition<TRequest, TResponse> {
  if (!QUERY_SUBJECT.test(subject)) {
    throw new Error(`Query subject "${subject}" must look like <domain>.<query>`);
  }
  return { kind: 'query', subject, request, response };
}

export type QueryRequest<Q extends QueryDefinition> = z.infer<Q['request']>;
export type QueryResponse<Q extends QueryDefinition> = z.infer<Q['response']>;
