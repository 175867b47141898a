import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EXPLORE_STATUS, type Project } from '@filmcollab/contracts';
import { duplicateKeyFields } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { containsFilter, searchKeys, toSearchText } from '../search/search-text';
import { PROJECT_ENTRY_MODEL, type ProjectEntryDocument } from './project-entry.schema';
import { type RankedSearch, titleFirstSearch } from './ranked-find';

export interface ProjectEntryRecord {
  project: Project;
  titleText: string;
  locationText: string;
  searchText: string;
}

export interface ProjectCriteria {
  words: readonly string[];
  location?: string;
  projectTypes?: readonly string[];
  budgetRanges?: readonly string[];
  /** Needs any of these roles. */
  requiredRoles?: readonly string[];
  /** Recommendations: any of these conditions (each an AND of its parts). */
  anyOf?: readonly ProjectCriteriaAlternative[];
  excludeCreatorId?: string;
}

export interface ProjectCriteriaAlternative {
  locations?: readonly string[];
  projectTypes?: readonly string[];
  budgetRanges?: readonly string[];
  requiredRoles?: readonly string[];
}

type Doc = ProjectEntryDocument & { _id: string };

function toRecord(doc: Doc): ProjectEntryRecord {
  return {
    project: {
      id: doc._id,
      creatorId: doc.creatorId,
      title: doc.title,
      description: doc.description ?? null,
      projectType: doc.projectType as Project['projectType'],
      status: doc.status as Project['status'],
      budgetRange: (doc.budgetRange ?? null) as Project['budgetRange'],
      location: doc.location ?? null,
      startDate: doc.startDate ?? null,
      endDate: doc.endDate ?? null,
      requiredRoles: (doc.requiredRoles ?? []) as Project['requiredRoles'],
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    },
    titleText: doc.titleText,
    locationText: doc.locationText ?? '',
    searchText: doc.searchText,
  };
}

/** Alternatives of recommendation criteria as one `$or`. */
export function alternativesFilter(
  alternatives: readonly ProjectCriteriaAlternative[],
  roleField: string,
): Record<string, unknown> {
  return {
    $or: alternatives.map((alternative) => {
      const and: Record<string, unknown>[] = [];
      if (alternative.locations?.length) {
        and.push({ $or: alternative.locations.map((l) => ({ locationText: containsFilter(l) })) });
      }
      if (alternative.projectTypes?.length) {
        and.push({ projectType: { $in: [...alternative.projectTypes] } });
      }
      if (alternative.budgetRanges?.length) {
        and.push({ budgetRange: { $in: [...alternative.budgetRanges] } });
      }
      if (alternative.requiredRoles?.length) {
        and.push({ [roleField]: { $in: [...alternative.requiredRoles] } });
      }
      return { $and: and };
    }),
  };
}

@Injectable()
export class ProjectsRepository {
  constructor(@InjectModel(PROJECT_ENTRY_MODEL) private readonly projects: Model<Doc>) {}

  /** Stores the project unless a later version (by `updatedAt`) is known. */
  async upsert(project: Project): Promise<void> {
    const { id, ...fields } = project;
    const updatedAt = new Date(project.updatedAt);
    const searchText = toSearchText(
      project.title,
      project.description,
      project.location,
      project.projectType,
      project.requiredRoles,
    );
    try {
      await this.projects
        .updateOne(
          { _id: id, updatedAt: { $lte: updatedAt } },
          {
            $set: {
              ...fields,
              createdAt: new Date(project.createdAt),
              updatedAt,
              titleText: toSearchText(project.title),
              locationText: toSearchText(project.location),
              searchText,
              searchKeys: searchKeys(searchText),
            },
          },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      if (!duplicateKeyFields(error)) throw error;
    }
  }

  async findById(id: string): Promise<ProjectEntryRecord | null> {
    const doc = await this.projects.findById(id).lean<Doc>().exec();
    return doc ? toRecord(doc) : null;
  }

  /** Projects on Explore only: nobody finds a planning project through discovery. */
  searchOnExplore(criteria: ProjectCriteria, limit: number): RankedSearch<ProjectEntryRecord> {
    const and: Record<string, unknown>[] = [{ status: EXPLORE_STATUS }];
    if (criteria.location) and.push({ locationText: containsFilter(criteria.location) });
    if (criteria.projectTypes?.length)
      and.push({ projectType: { $in: [...criteria.projectTypes] } });
    if (criteria.budgetRanges?.length)
      and.push({ budgetRange: { $in: [...criteria.budgetRanges] } });
    if (criteria.requiredRoles?.length) {
      and.push({ requiredRoles: { $in: [...criteria.requiredRoles] } });
    }
    if (criteria.anyOf?.length) and.push(alternativesFilter(criteria.anyOf, 'requiredRoles'));
    if (criteria.excludeCreatorId) and.push({ creatorId: { $ne: criteria.excludeCreatorId } });
    return titleFirstSearch(
      this.projects,
      { $and: and },
      criteria.words,
      'updatedAt',
      limit,
      (docs) => docs.map(toRecord),
    );
  }

  /** The user's own projects, any status, newest first. */
  async createdBy(userId: string, limit: number): Promise<Project[]> {
    const docs = await this.projects
      .find({ creatorId: userId })
      .sort({ createdAt: -1, _id: 1 })
      .limit(limit)
      .lean<Doc[]>()
      .exec();
    return docs.map((doc) => toRecord(doc).project);
  }

  /** These projects unless created by `notCreatorId`, newest first. */
  async findManyNotCreatedBy(ids: readonly string[], notCreatorId: string): Promise<Project[]> {
    if (!ids.length) return [];
    const docs = await this.projects
      .find({ _id: { $in: [...ids] }, creatorId: { $ne: notCreatorId } })
      .sort({ createdAt: -1, _id: 1 })
      .lean<Doc[]>()
      .exec();
    return docs.map((doc) => toRecord(doc).project);
  }

  async clear(): Promise<void> {
    await this.projects.deleteMany({}).exec();
  }
}
