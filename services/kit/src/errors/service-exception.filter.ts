import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { toErrorResponse } from './error-response';

/** The one exception filter: HTTP answers and NATS replies both carry `{ message, code, details?, hint? }`. */
@Catch()
export class ServiceExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    const { status, body } = toErrorResponse(exception);
    if (status >= 500) {
      this.logger.error({ err: exception }, body.code);
    }
    if (host.getType() === 'rpc') {
      // The requester rebuilds a DomainError from this, status included.
      return throwError(() => ({ ...body, status }));
    }
    const reply = host.switchToHttp().getResponse<{
      status(code: number): { send(payload: unknown): void };
    }>();
    reply.status(status).send(body);
  }
}
