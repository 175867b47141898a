import { COMPONENT_NAMES, optionsFromEnv, parseStackOptions, SERVICE_NAMES } from './config';

describe('stack options', () => {
  it('runs every component and service on the standard ports by default', () => {
    const options = parseStackOptions({ dataDir: '/tmp/x' });
    expect(options.components).toEqual([...COMPONENT_NAMES]);
    expect(options.services).toEqual(SERVICE_NAMES);
    expect(options.ports).toMatchObject({
      gateway: 8000,
      nats: 4222,
      s3: 9000,
      smtp: 1025,
      mailWeb: 1080,
    });
    expect(options.ports.services.notifications).toBe(3008);
  });

  it('refuses unknown components and invalid ports', () => {
    expect(() =>
      parseStackOptions({ dataDir: '/tmp/x', components: ['redis' as never] }),
    ).toThrow();
    expect(() => parseStackOptions({ dataDir: '/tmp/x', ports: { gateway: 70000 } })).toThrow();
  });

  it('keeps data under <repo>/.data unless FILMCOLLAB_DATA_DIR says otherwise', () => {
    expect(optionsFromEnv({}, '/repo').dataDir).toBe('/repo/.data');
    expect(optionsFromEnv({ FILMCOLLAB_DATA_DIR: '/var/tmp/fc' }, '/repo').dataDir).toBe(
      '/var/tmp/fc',
    );
    expect(() => optionsFromEnv({ LOG_LEVEL: 'loud' }, '/repo')).toThrow();
  });
});
