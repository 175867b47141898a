import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProfilesService } from './profiles.service';

/** At boot, announces the profiles stored before their card events existed (once each). */
@Injectable()
export class ProfileCardBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProfileCardBackfill');

  constructor(private readonly profiles: ProfilesService) {}

  onApplicationBootstrap(): void {
    // In the background: the events wait in the outbox until NATS takes them; boot does not wait.
    void this.profiles.announceUnversionedProfiles().then(
      (announced) => {
        if (announced > 0) this.logger.log({ announced }, 'announced existing profiles');
      },
      (error: unknown) =>
        this.logger.error({ err: error }, 'announcing existing profiles failed; next boot retries'),
    );
  }
}
