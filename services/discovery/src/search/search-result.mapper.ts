import type { SearchResultItem } from '@filmcollab/contracts';
import type { OpportunityEntryRecord } from '../read-models/opportunities.repository';
import type { PersonRecord } from '../read-models/people.repository';
import type { ProjectEntryRecord } from '../read-models/projects.repository';

export function projectItem({ project }: ProjectEntryRecord, matchScore: number): SearchResultItem {
  return {
    resultType: 'project',
    resultId: project.id,
    title: project.title,
    description: project.description,
    location: project.location,
    matchScore,
    resultData: {
      projectType: project.projectType,
      budgetRange: project.budgetRange,
      requiredRoles: project.requiredRoles,
      status: project.status,
      startDate: project.startDate,
      endDate: project.endDate,
    },
  };
}

export function collaboratorItem(person: PersonRecord, matchScore: number): SearchResultItem {
  return {
    resultType: 'collaborator',
    resultId: person.id,
    title: person.fullName ?? person.username,
    description: person.bio,
    location: person.location,
    matchScore,
    resultData: {
      username: person.username,
      primaryRole: person.primaryRole,
      secondaryRoles: person.secondaryRoles,
      profileImageUrl: person.profileImageUrl,
      availabilityStatus: person.availabilityStatus,
      yearsExperience: person.yearsExperience,
      equipment: person.equipment,
    },
  };
}

export function opportunityItem(
  { opportunity }: OpportunityEntryRecord,
  matchScore: number,
): SearchResultItem {
  return {
    resultType: 'opportunity',
    resultId: opportunity.id,
    title: opportunity.title,
    description: opportunity.description,
    location: opportunity.location,
    matchScore,
    resultData: {
      projectId: opportunity.projectId,
      projectTitle: opportunity.projectTitle,
      category: opportunity.category,
      role: opportunity.role,
      budgetRange: opportunity.budgetRange,
      durationMinutes: opportunity.durationMinutes,
      genre: opportunity.genre,
      languages: opportunity.languages,
      expiresAt: opportunity.expiresAt,
    },
  };
}

/** Best match first; equal scores keep the order they came in (newest first). */
export function byScore<T extends { matchScore: number }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.matchScore - a.item.matchScore || a.index - b.index)
    .map(({ item }) => item);
}
