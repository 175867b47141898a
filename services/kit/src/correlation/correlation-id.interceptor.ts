import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import {
  CORRELATION_HEADER,
  getCorrelationId,
  normalizeCorrelationId,
  runWithCorrelationId,
} from './correlation-id';

/** NATS request handlers run inside the correlation id carried in the message headers. */
@Injectable()
export class CorrelationIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const natsContext = context.switchToRpc().getContext<unknown>();
    const header =
      natsContext instanceof NatsContext
        ? natsContext.getHeaders()?.get(CORRELATION_HEADER)
        : undefined;
    const correlationId = header
      ? normalizeCorrelationId(header)
      : (getCorrelationId() ?? normalizeCorrelationId(undefined));
    // The handler runs on subscription, so the context must wrap the subscription, not just the call.
    return new Observable((subscriber) =>
      runWithCorrelationId(correlationId, () => next.handle().subscribe(subscriber)),
    );
  }
}
