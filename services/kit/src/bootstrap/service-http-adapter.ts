import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { CORRELATION_HEADER, normalizeCorrelationId } from '../correlation/correlation-id';
import { toErrorResponse } from '../errors/error-response';

/** The longest path parameter a route accepts (an id, a username, a slug): the documented maximum. */
export const MAX_PATH_PARAMETER_LENGTH = 200;

/** The largest request body a service reads; gateway/kong.yml's request-size-limiting matches it. */
export const MAX_REQUEST_BODY_BYTES = 2 ** 20;

/** The kit's Fastify: correlation ids, the documented path-parameter limit, the one error body. */
export function createServiceHttpAdapter(): FastifyAdapter {
  const adapter = new FastifyAdapter({
    logger: false,
    requestIdHeader: false,
    // Fastify computes the id first, so every later layer (middleware, pino-http, handlers) sees the same one.
    genReqId: (req: IncomingMessage) => {
      const correlationId = normalizeCorrelationId(req.headers[CORRELATION_HEADER]);
      req.headers[CORRELATION_HEADER] = correlationId;
      return correlationId;
    },
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // The router answers a bad URL or an over-long parameter before Nest's filter could see it.
    frameworkErrors: answerFrameworkError,
  });
  adapter.getInstance().addHook('onSend', (request, reply, payload, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    done(null, payload);
  });
  return adapter;
}

function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error);
  void reply.code(status).header(CORRELATION_HEADER, request.id).send(body);
}
