import { z } from 'zod';
import { ConfigValidationError, parseServiceConfig } from './service-config';

describe('parseServiceConfig', () => {
  it('defaults to the embedded stack and to the service port', () => {
    const config = parseServiceConfig('profiles', {});
    expect(config.PORT).toBe(3002);
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(config.OIDC_AUDIENCE).toBe('filmcollab-api');
    expect(config.MONGO_DB).toBeUndefined();
  });

  it('binds to loopback unless told otherwise, so only the gateway reaches the embedded services', () => {
    expect(parseServiceConfig('profiles', {}).HOST).toBe('127.0.0.1');
    expect(parseServiceConfig('profiles', { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('lets the environment override the port', () => {
    expect(parseServiceConfig('contest', { PORT: '4100' }).PORT).toBe(4100);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      parseServiceConfig('profiles', {
        PORT: 'eighty',
        MONGO_URL: 'postgres://x',
        OIDC_ISSUER: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const problems = (error as ConfigValidationError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^MONGO_URL:/m);
    expect(problems).toMatch(/^OIDC_ISSUER:/m);
  });

  it('merges the service schema with the shared one', () => {
    const schema = z.object({ SEED_PASSWORD: z.string().min(8) });
    expect(() => parseServiceConfig('identity', {}, schema)).toThrow(/SEED_PASSWORD/);
    const config = parseServiceConfig<
      { SEED_PASSWORD: string } & ReturnType<typeof parseServiceConfig>
    >('identity', { SEED_PASSWORD: 'long-enough' }, schema);
    expect(config.SEED_PASSWORD).toBe('long-enough');
    expect(config.PORT).toBe(3001);
  });
});
