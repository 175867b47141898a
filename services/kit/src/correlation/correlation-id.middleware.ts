import { Injectable, NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORRELATION_HEADER, normalizeCorrelationId, runWithCorrelationId } from './correlation-id';

/** Runs the rest of the HTTP pipeline inside the request's correlation context. */
@Injectable()
export class CorrelationIdMiddleware implements NestMiddleware {
  use(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
    const correlationId = normalizeCorrelationId(req.headers[CORRELATION_HEADER]);
    req.headers[CORRELATION_HEADER] = correlationId;
    runWithCorrelationId(correlationId, next);
  }
}
