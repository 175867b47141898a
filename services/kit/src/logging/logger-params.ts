import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import { stdTimeFunctions } from 'pino';
import type { BaseConfig } from '../config/service-config';
import {
  CORRELATION_HEADER,
  getCorrelationId,
  normalizeCorrelationId,
} from '../correlation/correlation-id';
import { redactQuery } from './redact-query';

type RequestWithId = IncomingMessage & { id?: unknown };

/** JSON logs with the service name and the correlation id on every line. */
export function loggerParams(service: string, config: BaseConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      base: { service },
      timestamp: stdTimeFunctions.isoTime,
      // The HTTP request's id is the correlation id the kit already put in the header.
      genReqId: (req: IncomingMessage) => normalizeCorrelationId(req.headers[CORRELATION_HEADER]),
      // On the request's one line rather than as customProps, which costs two child loggers per request.
      customSuccessObject: (req: RequestWithId, _res: unknown, line: object) => ({
        ...line,
        correlationId: String(req.id),
      }),
      customErrorObject: (req: RequestWithId, _res: unknown, _error: Error, line: object) => ({
        ...line,
        correlationId: String(req.id),
      }),
      // Lines outside an HTTP request (NATS requests, events) take it from the async context.
      mixin: (_object, _level, logger) => {
        const correlationId = getCorrelationId();
        if (!correlationId || 'correlationId' in logger.bindings()) return {};
        return { correlationId };
      },
      autoLogging: {
        ignore: (req: IncomingMessage & { originalUrl?: string }) =>
          (req.originalUrl ?? req.url ?? '').includes('/health/'),
      },
      // Only these fields: headers (authorization, cookies) never reach a line, and no per-line
      // redaction pass is needed.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({
          method: req.method,
          url: req.url === undefined ? undefined : redactQuery(req.url),
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
