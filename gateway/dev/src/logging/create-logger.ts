import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout, one per event; request lines carry the correlation id as `requestId`. */
export function createLogger(level: string): Logger {
  return pino({ name: 'gateway', level, base: { service: 'gateway' } });
}
