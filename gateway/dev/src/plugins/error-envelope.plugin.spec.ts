import { request } from 'node:http';
import { resolve } from 'node:path';
import { CommonErrors } from '@filmcollab/contracts';
import pino from 'pino';
import { loadKongFile } from '../kong/load-kong-config';
import { startGateway, type RunningGateway } from '../server/start-gateway';
import { ErrorEnvelopePlugin } from './error-envelope.plugin';
import { PluginConfigError } from './plugin-config-error';

const kongFile = resolve(__dirname, '..', '..', '..', 'kong.yml');
const postFunction = loadKongFile(kongFile).plugins.find((p) => p.name === 'post-function');
const envelope = (error: { message: string; code: string }) => ({
  message: error.message,
  code: error.code,
});

describe("gateway/kong.yml's error envelope", () => {
  const plugin = new ErrorEnvelopePlugin(postFunction?.config);

  it('gives the answers of the size and rate limits the codes of CommonErrors', () => {
    expect(Object.fromEntries(plugin.envelopes)).toEqual({
      413: envelope(CommonErrors.PAYLOAD_TOO_LARGE),
      417: envelope(CommonErrors.PAYLOAD_TOO_LARGE),
      429: envelope(CommonErrors.TOO_MANY_REQUESTS),
    });
  });

  it('replaces a body without a code and keeps one that has it', () => {
    expect(plugin.exitBody(429, { message: 'API rate limit exceeded' })).toEqual(
      envelope(CommonErrors.TOO_MANY_REQUESTS),
    );
    const coded = { message: 'Nope', code: 'UPGRADE_NOT_ACCEPTED' };
    expect(plugin.exitBody(413, coded)).toBe(coded);
    expect(plugin.exitBody(404, { message: 'no Route' })).toEqual({ message: 'no Route' });
  });

  it("sets the JSON content type on exactly the statuses it replaces (Kong's header filter)", () => {
    const headerFilter = (postFunction?.config.header_filter as string[]).join('\n');
    const statuses = [...headerFilter.matchAll(/\[(\d{3})\] = true/g)].map(([, s]) => Number(s));
    expect(statuses.sort()).toEqual([...plugin.envelopes.keys()].sort());
  });

  it('refuses a post-function it cannot emulate', () => {
    expect(() => new ErrorEnvelopePlugin({ body_filter: ['kong.log.err("x")'] })).toThrow(
      PluginConfigError,
    );
  });
});

describe('gateway/dev with gateway/kong.yml', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      kongFile,
      frontendsDir: __dirname,
      upstreamHost: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(() => gateway?.stop());

  it('refuses a body over 1 MiB with the envelope, before any service sees it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request(
        `${gateway.url}/api/identity/sign-up`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': 2 ** 20 + 1 },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += String(chunk)));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', fail);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(envelope(CommonErrors.PAYLOAD_TOO_LARGE));
  });
});
