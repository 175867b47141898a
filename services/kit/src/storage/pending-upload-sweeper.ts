import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConfig } from '../config/service-config';
import { Clock } from '../time/clock';
import { ObjectStorage } from './object-storage';
import type { ObjectStorageConfig } from './object-storage-config';
import { PendingUploadsRepository } from './pending-uploads.repository';

const BATCH = 100;

/**
 * Deletes uploads nobody confirmed once their record expired: the object first, then the record,
 * so a crash in between only repeats the deletion. Records live in the database, so uploads left
 * before a restart are swept after it.
 */
@Injectable()
export class PendingUploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PendingUploadSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly repository: PendingUploadsRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: ObjectStorageConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepLogged(), this.config.UPLOAD_SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.sweepLogged();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Deletes every expired upload; answers how many. One sweep at a time per instance. */
  sweep(): Promise<number> {
    this.running ??= this.sweepAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepAll(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const expired = await this.repository.expiredAt(this.clock.now(), BATCH);
      for (const upload of expired) {
        await this.storage.remove(upload.bucket, upload.key);
        await this.repository.delete(upload);
      }
      deleted += expired.length;
      if (expired.length < BATCH) return deleted;
    }
  }

  private async sweepLogged(): Promise<void> {
    try {
      const deleted = await this.sweep();
      if (deleted > 0) this.logger.log({ deleted }, 'Expired uploads deleted');
    } catch (error) {
      this.logger.warn({ err: error }, 'Expired uploads could not be swept; retrying later');
    }
  }
}
