import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { duplicateKeyFields } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { containsFilter, searchKeys, toSearchText } from '../search/search-text';
import { PERSON_ENTRY_MODEL, type PersonEntryDocument } from './person-entry.schema';
import { type RankedSearch, titleFirstSearch } from './ranked-find';

export interface PersonRecord {
  id: string;
  username: string;
  fullName: string | null;
  primaryRole: string | null;
  secondaryRoles: string[];
  profileImageUrl: string | null;
  location: string | null;
  availabilityStatus: string | null;
  yearsExperience: number | null;
  equipment: string[];
  bio: string | null;
  titleText: string;
  locationText: string;
  searchText: string;
  version: number;
}

export type PersonCard = Omit<PersonRecord, 'titleText' | 'locationText' | 'searchText'>;

export interface PeopleCriteria {
  words: readonly string[];
  excludeUserId: string;
  location?: string;
  /** Any of these as primary or secondary role. */
  roles?: readonly string[];
  availabilityStatus?: string;
  minYears?: number;
  maxYears?: number | null;
  /** Owns every one of these. */
  equipment?: readonly string[];
  /** Any of these locations (recommendations). */
  anyLocation?: readonly string[];
}

type Doc = PersonEntryDocument & { _id: string };

function toRecord(doc: Doc): PersonRecord {
  return {
    id: doc._id,
    username: doc.username,
    fullName: doc.fullName ?? null,
    primaryRole: doc.primaryRole ?? null,
    secondaryRoles: doc.secondaryRoles ?? [],
    profileImageUrl: doc.profileImageUrl ?? null,
    location: doc.location ?? null,
    availabilityStatus: doc.availabilityStatus ?? null,
    yearsExperience: doc.yearsExperience ?? null,
    equipment: doc.equipment ?? [],
    bio: doc.bio ?? null,
    titleText: doc.titleText,
    locationText: doc.locationText ?? '',
    searchText: doc.searchText,
    version: doc.version,
  };
}

@Injectable()
export class PeopleRepository {
  constructor(@InjectModel(PERSON_ENTRY_MODEL) private readonly people: Model<Doc>) {}

  /** Stores the card unless a newer version is known. */
  async upsert(card: PersonCard, changedAt: Date): Promise<void> {
    const roles = [card.primaryRole, ...card.secondaryRoles].filter(
      (role): role is string => !!role,
    );
    const searchText = toSearchText(card.fullName, card.username, roles, card.location, card.bio);
    const entry = {
      ...card,
      roles: [...new Set(roles)],
      titleText: toSearchText(card.fullName, card.username),
      locationText: toSearchText(card.location),
      searchText,
      searchKeys: searchKeys(searchText),
      changedAt,
    };
    const { id, ...fields } = entry;
    try {
      await this.people
        .updateOne({ _id: id, version: { $lte: card.version } }, { $set: fields }, { upsert: true })
        .exec();
    } catch (error) {
      // A newer version is stored: the upsert met its _id.
      if (!duplicateKeyFields(error)) throw error;
    }
  }

  async findById(id: string): Promise<PersonRecord | null> {
    const doc = await this.people.findById(id).lean<Doc>().exec();
    return doc ? toRecord(doc) : null;
  }

  async findByUsername(username: string): Promise<PersonRecord | null> {
    const doc = await this.people.findOne({ username }).lean<Doc>().exec();
    return doc ? toRecord(doc) : null;
  }

  search(criteria: PeopleCriteria, limit: number): RankedSearch<PersonRecord> {
    const and: Record<string, unknown>[] = [];
    if (criteria.location) and.push({ locationText: containsFilter(criteria.location) });
    if (criteria.anyLocation?.length) {
      and.push({ $or: criteria.anyLocation.map((l) => ({ locationText: containsFilter(l) })) });
    }
    if (criteria.roles?.length) and.push({ roles: { $in: [...criteria.roles] } });
    if (criteria.availabilityStatus) and.push({ availabilityStatus: criteria.availabilityStatus });
    if (criteria.minYears !== undefined) {
      const years: Record<string, number> = { $gte: criteria.minYears };
      if (criteria.maxYears !== null && criteria.maxYears !== undefined)
        years.$lte = criteria.maxYears;
      and.push({ yearsExperience: years });
    }
    if (criteria.equipment?.length) and.push({ equipment: { $all: [...criteria.equipment] } });
    // The searcher is left out here rather than by an `_id` condition the database would test on
    // every candidate: one more is asked for in case they are among the first.
    return titleFirstSearch(
      this.people,
      and.length ? { $and: and } : {},
      criteria.words,
      'changedAt',
      limit + 1,
      (docs) =>
        docs
          .filter((doc) => doc._id !== criteria.excludeUserId)
          .slice(0, limit)
          .map(toRecord),
    );
  }

  async clear(): Promise<void> {
    await this.people.deleteMany({}).exec();
  }
}
