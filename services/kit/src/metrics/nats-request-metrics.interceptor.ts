import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { Observable, tap } from 'rxjs';
import type { ServiceMetrics } from './service-metrics';

/** Counts the NATS queries this service answers, by subject and outcome. */
@Injectable()
export class NatsRequestMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: ServiceMetrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const natsContext = context.switchToRpc().getContext<unknown>();
    const subject = natsContext instanceof NatsContext ? natsContext.getSubject() : 'unknown';
    const count = (outcome: string) => this.metrics.natsRequestsHandled.inc({ subject, outcome });
    return next.handle().pipe(tap({ complete: () => count('ok'), error: () => count('error') }));
  }
}
