import { DomainError } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import {
  type CreateRatingRequest,
  type CreateRatingResponse,
  ProfilesErrors,
  type RelationshipResponse,
} from '@filmcollab/contracts';
import { ConnectionsService } from '../connections/connections.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SharedProjectsClient } from './shared-projects.client';
import { DuplicateRatingError, UserRatingRepository } from './user-rating.repository';

/** Rating eligibility (spec 01): not own profile, shares a project, not yet rated on shared projects. */
@Injectable()
export class RatingsService {
  constructor(
    private readonly ratings: UserRatingRepository,
    private readonly sharedProjects: SharedProjectsClient,
    private readonly profiles: ProfilesService,
    private readonly connections: ConnectionsService,
  ) {}

  async relationship(viewerId: string, profileId: string): Promise<RelationshipResponse> {
    await this.profiles.require(profileId);
    if (viewerId === profileId) {
      return {
        isSelf: true,
        sharesProject: false,
        canRate: false,
        hasRated: false,
        connectionStatus: 'none',
        pendingRequestId: null,
      };
    }
    const [projectIds, connection] = await Promise.all([
      this.sharedProjects.sharedProjectIds(viewerId, profileId),
      this.connections.state(viewerId, profileId),
    ]);
    const hasRated = await this.ratings.hasRatedOnAny(viewerId, profileId, projectIds);
    const sharesProject = projectIds.length > 0;
    return {
      isSelf: false,
      sharesProject,
      canRate: sharesProject && !hasRated,
      hasRated,
      connectionStatus: connection.status,
      pendingRequestId: connection.pendingRequestId,
    };
  }

  async rate(
    raterId: string,
    ratedUserId: string,
    request: CreateRatingRequest,
  ): Promise<CreateRatingResponse> {
    if (raterId === ratedUserId) throw new DomainError(ProfilesErrors.CANNOT_RATE_SELF);
    await this.profiles.require(ratedUserId);
    const projectIds = await this.sharedProjects.sharedProjectIds(raterId, ratedUserId);
    if (projectIds.length === 0) throw new DomainError(ProfilesErrors.NOT_A_COLLABORATOR);
    if (await this.ratings.hasRatedOnAny(raterId, ratedUserId, projectIds))
      throw new DomainError(ProfilesErrors.ALREADY_RATED);

    let rating;
    try {
      rating = await this.ratings.insert({
        projectId: projectIds[0],
        raterId,
        ratedUserId,
        rating: request.rating,
        comment: request.comment ?? null,
      });
    } catch (error) {
      if (error instanceof DuplicateRatingError)
        throw new DomainError(ProfilesErrors.ALREADY_RATED);
      throw error;
    }

    const summary = await this.ratings.summaryFor(ratedUserId);
    await this.profiles.setRatingSummary(ratedUserId, summary.average, summary.count);
    return {
      rating: { ...rating, createdAt: rating.createdAt.toISOString() },
      averageRating: summary.average ?? request.rating,
      ratingCount: summary.count,
    };
  }
}
