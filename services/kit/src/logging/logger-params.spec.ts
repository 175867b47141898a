import pino, { type LoggerOptions } from 'pino';
import { Writable } from 'node:stream';
import { parseServiceConfig } from '../config/service-config';
import { runWithCorrelationId } from '../correlation/correlation-id';
import { loggerParams } from './logger-params';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const { pinoHttp } = loggerParams(
    'profiles',
    parseServiceConfig('profiles', { LOG_LEVEL: 'info' }),
  ) as {
    pinoHttp: LoggerOptions;
  };
  const { mixin, base, level } = pinoHttp;
  return { lines, logger: pino({ mixin, base, level }, sink) };
}

describe('log lines', () => {
  it('carry the service and the correlation id of the current context', () => {
    const { lines, logger } = captureLogger();
    runWithCorrelationId('event-7', () => logger.info('handling'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({
      service: 'profiles',
      correlationId: 'event-7',
      msg: 'handling',
    });
    expect(lines[1]).toMatchObject({ service: 'profiles', msg: 'outside' });
    expect(lines[1]).not.toHaveProperty('correlationId');
  });

  it('do not repeat the id when the request logger already carries it', () => {
    const { lines, logger } = captureLogger();
    runWithCorrelationId('req-1', () => logger.child({ correlationId: 'req-1' }).info('request'));
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]).match(/correlationId/g)).toHaveLength(1);
  });
});
