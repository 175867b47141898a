import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Opportunity } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { containsFilter, searchKeys, toSearchText } from '../search/search-text';
import { OPPORTUNITY_ENTRY_MODEL, type OpportunityEntryDocument } from './opportunity-entry.schema';
import { alternativesFilter, type ProjectCriteriaAlternative } from './projects.repository';
import { type RankedSearch, titleFirstSearch } from './ranked-find';

export interface OpportunityEntryRecord {
  opportunity: Opportunity;
  titleText: string;
  locationText: string;
  searchText: string;
}

export interface OpportunityCriteria {
  words: readonly string[];
  now: Date;
  location?: string;
  budgetRanges?: readonly string[];
  /** For any of these roles. */
  roles?: readonly string[];
  anyOf?: readonly Omit<ProjectCriteriaAlternative, 'projectTypes'>[];
  excludeCreatorId?: string;
}

type Doc = OpportunityEntryDocument & { _id: string };

function toRecord(doc: Doc): OpportunityEntryRecord {
  return {
    opportunity: {
      id: doc._id,
      projectId: doc.projectId,
      projectTitle: doc.projectTitle ?? '',
      creatorId: doc.creatorId ?? '',
      title: doc.title ?? '',
      description: doc.description ?? null,
      category: doc.category as Opportunity['category'],
      role: doc.role as Opportunity['role'],
      location: doc.location ?? null,
      durationMinutes: doc.durationMinutes ?? null,
      budgetRange: (doc.budgetRange ?? null) as Opportunity['budgetRange'],
      genre: doc.genre ?? null,
      languages: doc.languages ?? [],
      expiresAt: doc.expiresAt ? doc.expiresAt.toISOString() : null,
      createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    },
    titleText: doc.titleText ?? '',
    locationText: doc.locationText ?? '',
    searchText: doc.searchText ?? '',
  };
}

@Injectable()
export class OpportunitiesRepository {
  constructor(@InjectModel(OPPORTUNITY_ENTRY_MODEL) private readonly opportunities: Model<Doc>) {}

  /** Stores a posted opportunity; a withdrawal already recorded stays in force. */
  async posted(opportunity: Opportunity, projectOnExplore: boolean): Promise<void> {
    const { id, ...fields } = opportunity;
    const searchText = toSearchText(
      opportunity.title,
      opportunity.description,
      opportunity.projectTitle,
      opportunity.role,
      opportunity.category,
      opportunity.location,
      opportunity.genre,
      opportunity.languages,
    );
    await this.opportunities
      .updateOne(
        { _id: id },
        {
          $set: {
            ...fields,
            expiresAt: opportunity.expiresAt ? new Date(opportunity.expiresAt) : null,
            createdAt: new Date(opportunity.createdAt),
            projectOnExplore,
            titleText: toSearchText(opportunity.title),
            locationText: toSearchText(opportunity.location),
            searchText,
            searchKeys: searchKeys(searchText),
          },
          $setOnInsert: { withdrawn: false },
        },
        { upsert: true },
      )
      .exec();
  }

  /** Sets whether its project is on Explore (after reading the project anew). */
  async setProjectOnExplore(opportunityId: string, onExplore: boolean): Promise<void> {
    await this.opportunities
      .updateOne({ _id: opportunityId }, { $set: { projectOnExplore: onExplore } })
      .exec();
  }

  async withdrawn(opportunityId: string, projectId: string): Promise<void> {
    await this.opportunities
      .updateOne(
        { _id: opportunityId },
        { $set: { withdrawn: true }, $setOnInsert: { projectId } },
        { upsert: true },
      )
      .exec();
  }

  /** Its project went on or off Explore (or was renamed). */
  async projectChanged(projectId: string, onExplore: boolean, projectTitle: string): Promise<void> {
    await this.opportunities
      .updateMany({ projectId }, { $set: { projectOnExplore: onExplore, projectTitle } })
      .exec();
  }

  /** Live ones: not withdrawn, not expired, their project on Explore. */
  searchLive(criteria: OpportunityCriteria, limit: number): RankedSearch<OpportunityEntryRecord> {
    const and: Record<string, unknown>[] = [
      { withdrawn: false, projectOnExplore: true },
      { $or: [{ expiresAt: null }, { expiresAt: { $gt: criteria.now } }] },
    ];
    if (criteria.location) and.push({ locationText: containsFilter(criteria.location) });
    if (criteria.budgetRanges?.length)
      and.push({ budgetRange: { $in: [...criteria.budgetRanges] } });
    if (criteria.roles?.length) and.push({ role: { $in: [...criteria.roles] } });
    if (criteria.anyOf?.length) and.push(alternativesFilter(criteria.anyOf, 'role'));
    if (criteria.excludeCreatorId) and.push({ creatorId: { $ne: criteria.excludeCreatorId } });
    return titleFirstSearch(
      this.opportunities,
      { $and: and },
      criteria.words,
      'createdAt',
      limit,
      (docs) => docs.map(toRecord),
    );
  }

  async clear(): Promise<void> {
    await this.opportunities.deleteMany({}).exec();
  }
}
