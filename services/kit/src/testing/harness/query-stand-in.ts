import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  CommonErrors,
  type QueryDefinition,
  type QueryRequest,
  type QueryResponse,
} from '@filmcollab/contracts';
import { DomainError } from '../../errors/domain-error';
import { toErrorResponse } from '../../errors/error-response';
import { toValidationIssues, validationError } from '../../validation/zod-validation.pipe';

export type QueryAnswer<Q extends QueryDefinition> = (
  request: QueryRequest<Q>,
) => QueryResponse<Q> | Promise<QueryResponse<Q>>;

/** What @nestjs/microservices' NATS client sends: the request under `data`, an `id` to answer with. */
interface RequestPacket {
  id?: string;
  data?: unknown;
}

/**
 * Answers a query in place of the service that owns it, speaking the @nestjs/microservices NATS
 * framing the kit's QueryClient expects: the request is checked against the query's schema, the
 * answer too, and a thrown error is replied as the kit's exception filter replies it for a
 * `@MessagePattern` handler, so the requester gets the same DomainError back.
 */
export class QueryStandIn<Q extends QueryDefinition> {
  /** Every valid request received, in order. */
  readonly requests: QueryRequest<Q>[] = [];
  private readonly subscription: Subscription;

  constructor(
    connection: NatsConnection,
    private readonly query: Q,
    private readonly answer: QueryAnswer<Q>,
  ) {
    this.subscription = connection.subscribe(query.subject, {
      callback: (_error, message) => void this.reply(message),
    });
  }

  stop(): void {
    this.subscription.unsubscribe();
  }

  private async reply(message: Msg): Promise<void> {
    const packet = message.json<RequestPacket>();
    let reply: { response: unknown } | { err: unknown };
    try {
      reply = { response: await this.respond(packet.data) };
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      reply = { err: { ...body, status } };
    }
    message.respond(JSON.stringify({ id: packet.id, ...reply, isDisposed: true }));
  }

  private async respond(data: unknown): Promise<unknown> {
    const request = this.query.request.safeParse(data);
    if (!request.success) throw validationError(request.error);
    const typed = request.data as QueryRequest<Q>;
    this.requests.push(typed);
    const response = this.query.response.safeParse(await this.answer(typed));
    if (!response.success) {
      // The stand-in itself is wrong; say so instead of letting the requester report a broken service.
      throw new DomainError(CommonErrors.INTERNAL, {
        message: `The test's answer to ${this.query.subject} breaks the query's response schema`,
        details: toValidationIssues(response.error),
      });
    }
    return response.data;
  }
}
