import { Logger } from '@nestjs/common';
import type { ModerationPort, ModerationVerdict } from './moderation-port';

/**
 * The embedded default (MODERATION_ADAPTER=disabled): no third-party service is called and every
 * file is accepted. Says so at boot so nobody mistakes it for a moderated deployment.
 */
export class DisabledModerationAdapter implements ModerationPort {
  constructor(logger = new Logger('Moderation')) {
    logger.warn(
      'Photo moderation is DISABLED (MODERATION_ADAPTER=disabled): uploaded photos and videos are accepted unchecked. Set MODERATION_ADAPTER=sightengine with MODERATION_API_USER and MODERATION_API_SECRET to check them.',
    );
  }

  check(): Promise<ModerationVerdict> {
    return Promise.resolve({ allowed: true });
  }
}
