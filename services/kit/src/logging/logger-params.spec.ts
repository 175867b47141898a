import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
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

/**
 * The request logger's raw lines for the requests `send` makes to a server that answers each with
 * `answer`.
 */
async function requestLines(
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  send: (base: string) => Promise<unknown>,
): Promise<string[]> {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const { pinoHttp: options } = loggerParams(
    'identity',
    parseServiceConfig('identity', { LOG_LEVEL: 'info' }),
  ) as { pinoHttp: Options };
  const middleware = pinoHttp({ ...options, stream: sink });
  const server = createServer((req, res) => {
    middleware(req, res);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return raw;
}

describe('the request line', () => {
  it('carries the request id as its correlation id, once, also for failed requests', async () => {
    const raw = await requestLines(
      (req, res) => {
        res.statusCode = req.url === '/fails' ? 500 : 200;
        res.end();
      },
      async (base) => {
        await fetch(`${base}/works`, { headers: { 'x-request-id': 'req-200' } });
        await fetch(`${base}/fails`, { headers: { 'x-request-id': 'req-500' } });
      },
    );
    const lines = raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.correlationId, line.msg])).toEqual([
      ['req-200', 'request completed'],
      ['req-500', 'request errored'],
    ]);
    for (const line of raw) expect(line.match(/correlationId/g)).toHaveLength(1);
  });

  it('keeps headers out: the bearer token, the session cookie and a cookie set in the answer', async () => {
    const raw = await requestLines(
      (_req, res) => {
        res.setHeader('set-cookie', 'FILMCOLLAB_IDP_SESSION=s3ssion-id');
        res.statusCode = 204;
        res.end();
      },
      (base) =>
        fetch(`${base}/api/identity/me`, {
          headers: { authorization: 'Bearer eyJtoken', cookie: 'FILMCOLLAB_IDP_SESSION=old-id' },
        }),
    );
    expect(raw).toHaveLength(1);
    for (const secret of ['eyJtoken', 'old-id', 's3ssion-id']) expect(raw[0]).not.toContain(secret);
    expect(JSON.parse(raw[0])).toMatchObject({
      req: { method: 'GET', url: '/api/identity/me' },
      res: { statusCode: 204 },
    });
  });

  it('keeps query values out: they carry verification tokens and id_token_hint', async () => {
    const raw = await requestLines(
      (_req, res) => res.end(),
      (base) =>
        fetch(`${base}/api/identity/verify-email?token=s3cret-token&id_token_hint=eyJhbGc&flag`),
    );
    expect(raw).toHaveLength(1);
    expect(raw[0]).not.toContain('s3cret-token');
    expect(raw[0]).not.toContain('eyJhbGc');
    expect((JSON.parse(raw[0]) as { req: { url: string } }).req.url).toBe(
      '/api/identity/verify-email?token=[REDACTED]&id_token_hint=[REDACTED]&flag=[REDACTED]',
    );
  });
});
