import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload, MemberJoinedEvent, ProjectUpdatedEvent } from '@filmcollab/contracts';
import { ProfilesService } from '../profiles/profiles.service';
import { ProjectTitleRepository } from './project-title.repository';

/** How a member joined decides whether it is a collaboration: creating one's own project is not. */
const CREDITED_JOINS = new Set(['application', 'invitation']);

/**
 * Verified credits and the collaboration count, earned only through real membership (projects'
 * `member.joined`), never typed in; titles follow the project's renames.
 */
@Injectable()
export class CreditsService {
  private readonly logger = new Logger(CreditsService.name);

  constructor(
    private readonly profiles: ProfilesService,
    private readonly titles: ProjectTitleRepository,
  ) {}

  async memberJoined(joined: EventPayload<typeof MemberJoinedEvent>): Promise<void> {
    if (!CREDITED_JOINS.has(joined.via)) return;
    const joinedAt = new Date(joined.joinedAt);
    const known = await this.titles.find(joined.projectId);
    const projectTitle = known && known.asOf > joinedAt ? known.title : joined.projectTitle;
    const added = await this.profiles.addCredit(joined.userId, {
      projectId: joined.projectId,
      projectTitle,
      role: joined.role,
      year: joinedAt.getUTCFullYear(),
      joinedAt,
    });
    if (!added) {
      this.logger.debug(
        { userId: joined.userId, projectId: joined.projectId },
        'project already credited',
      );
      return;
    }
    // A rename handled meanwhile may have looked for credits before this one existed.
    const newest = await this.titles.find(joined.projectId);
    if (newest && newest.title !== projectTitle && newest.asOf > joinedAt) {
      await this.profiles.retitleCredits(joined.projectId, newest.title);
    }
  }

  async projectUpdated({ project }: EventPayload<typeof ProjectUpdatedEvent>): Promise<void> {
    const newest = await this.titles.remember(
      project.id,
      project.title,
      new Date(project.updatedAt),
    );
    await this.profiles.retitleCredits(project.id, newest.title);
  }
}
