import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '../config/service-config';
import { DisabledModerationAdapter } from './disabled-moderation.adapter';
import type { ModerationConfig } from './moderation-config';
import { MODERATION_PORT, type ModerationPort } from './moderation-port';
import { SightengineModerationAdapter } from './sightengine-moderation.adapter';

export function createModerationPort(config: ModerationConfig): ModerationPort {
  const adapter =
    config.MODERATION_ADAPTER ?? (config.NODE_ENV === 'production' ? undefined : 'disabled');
  if (!adapter) {
    // Silently accepting every file must be a decision, never an omission.
    throw new Error(
      'MODERATION_ADAPTER must be set in production: sightengine (with MODERATION_API_USER and MODERATION_API_SECRET) or disabled',
    );
  }
  if (adapter === 'disabled') return new DisabledModerationAdapter();
  if (!config.MODERATION_API_USER || !config.MODERATION_API_SECRET) {
    throw new Error(
      'MODERATION_ADAPTER=sightengine needs MODERATION_API_USER and MODERATION_API_SECRET',
    );
  }
  return new SightengineModerationAdapter({
    apiUrl: config.MODERATION_API_URL,
    videoApiUrl: config.MODERATION_VIDEO_API_URL,
    apiUser: config.MODERATION_API_USER,
    apiSecret: config.MODERATION_API_SECRET,
    threshold: config.MODERATION_THRESHOLD,
    timeoutMs: config.MODERATION_TIMEOUT_MS,
  });
}

/** The moderation port, chosen by MODERATION_ADAPTER (the service's config has `moderationConfigSchema`'s fields). */
@Module({
  providers: [
    { provide: MODERATION_PORT, useFactory: createModerationPort, inject: [SERVICE_CONFIG] },
  ],
  exports: [MODERATION_PORT],
})
export class ModerationModule {}
