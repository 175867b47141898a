import { type BaseConfig, parseServiceConfig } from '../config/service-config';
import { moderationConfigSchema, type ModerationConfig } from './moderation-config';
import { DisabledModerationAdapter } from './disabled-moderation.adapter';
import { createModerationPort } from './moderation.module';
import { SightengineModerationAdapter } from './sightengine-moderation.adapter';

const configOf = (env: Record<string, string>): ModerationConfig =>
  parseServiceConfig<BaseConfig & ModerationConfig>('community', env, moderationConfigSchema);

describe('choosing the moderation adapter', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('refuses to start in production when no adapter was chosen', () => {
    expect(() => createModerationPort(configOf({ NODE_ENV: 'production' }))).toThrow(
      /MODERATION_ADAPTER must be set in production/,
    );
  });

  it('accepts an explicit "disabled" in production (and says so at boot)', () => {
    const port = createModerationPort(
      configOf({ NODE_ENV: 'production', MODERATION_ADAPTER: 'disabled' }),
    );
    expect(port).toBeInstanceOf(DisabledModerationAdapter);
  });

  it('uses Sightengine when chosen with its credentials, and refuses it without them', () => {
    const env = { NODE_ENV: 'production', MODERATION_ADAPTER: 'sightengine' };
    expect(() => createModerationPort(configOf(env))).toThrow(/MODERATION_API_USER/);
    const port = createModerationPort(
      configOf({ ...env, MODERATION_API_USER: 'u', MODERATION_API_SECRET: 's' }),
    );
    expect(port).toBeInstanceOf(SightengineModerationAdapter);
  });

  it('stays disabled by default outside production', () => {
    expect(createModerationPort(configOf({}))).toBeInstanceOf(DisabledModerationAdapter);
  });
});
