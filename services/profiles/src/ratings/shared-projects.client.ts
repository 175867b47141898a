import { Injectable, Logger } from '@nestjs/common';
import { SharedProjectsQuery } from '@filmcollab/contracts';
import { InjectConfig, QueryClient } from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';

/** Asks projects which projects two users share; no answer means not collaborating (spec 01). */
@Injectable()
export class SharedProjectsClient {
  private readonly logger = new Logger(SharedProjectsClient.name);

  constructor(
    private readonly queries: QueryClient,
    @InjectConfig() private readonly config: ProfilesConfig,
  ) {}

  async sharedProjectIds(userId: string, otherUserId: string): Promise<string[]> {
    try {
      const { projectIds } = await this.queries.request(
        SharedProjectsQuery,
        { userId, otherUserId },
        { timeoutMs: this.config.SHARED_PROJECTS_TIMEOUT_MS },
      );
      return projectIds;
    } catch (error) {
      this.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'Shared projects unknown; treating the users as not collaborating',
      );
      return [];
    }
  }
}
