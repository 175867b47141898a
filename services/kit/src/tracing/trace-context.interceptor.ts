import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Observable } from 'rxjs';
import { contextFrom } from './tracing';

/** NATS query handlers run in a server span, child of the `traceparent` in the request's headers. */
@Injectable()
export class TraceContextInterceptor implements NestInterceptor {
  intercept(executionContext: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (executionContext.getType() !== 'rpc') return next.handle();
    const nats = executionContext.switchToRpc().getContext<unknown>();
    if (!(nats instanceof NatsContext)) return next.handle();
    const headers = nats.getHeaders();
    const parent = contextFrom((name) => headers?.get(name) || undefined);
    const subject = nats.getSubject();
    const span = trace.getTracer('@filmcollab/service-kit').startSpan(
      `answer ${subject}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject },
      },
      parent,
    );
    // The handler runs on subscription, so the context must wrap the subscription.
    return new Observable((subscriber) =>
      context.with(trace.setSpan(parent, span), () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            subscriber.error(error);
          },
          complete: () => {
            span.end();
            subscriber.complete();
          },
        }),
      ),
    );
  }
}
