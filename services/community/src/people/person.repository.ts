import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CommunityAuthor } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { containsPattern } from '../search/contains-pattern';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

export interface PersonCard {
  username: string | null;
  fullName: string | null;
  profileImageUrl: string | null;
}

function toAuthor(document: PersonDocument): CommunityAuthor {
  return {
    id: document._id,
    username: document.username ?? null,
    fullName: document.fullName ?? null,
    profileImageUrl: document.profileImageUrl ?? null,
  };
}

function withLowerCase(card: PersonCard) {
  return {
    ...card,
    usernameLower: card.username?.toLowerCase() ?? null,
    fullNameLower: card.fullName?.toLowerCase() ?? null,
  };
}

@Injectable()
export class PersonRepository {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  /** Creates the person unless known; an existing card (maybe newer) is left alone. */
  async insertIfAbsent(id: string, card: PersonCard): Promise<void> {
    await this.people
      .updateOne(
        { _id: id },
        { $setOnInsert: { ...withLowerCase(card), version: -1 } },
        { upsert: true },
      )
      .exec();
  }

  /** Keeps the card of the highest version: an older or repeated change does nothing. */
  async applyVersion(id: string, card: PersonCard, version: number): Promise<void> {
    const { matchedCount } = await this.people
      .updateOne(
        { _id: id, version: { $lt: version } },
        { $set: { ...withLowerCase(card), version } },
      )
      .exec();
    if (matchedCount > 0) return;
    await this.people
      .updateOne(
        { _id: id },
        { $setOnInsert: { ...withLowerCase(card), version } },
        { upsert: true },
      )
      .exec();
  }

  async findMany(ids: readonly string[]): Promise<CommunityAuthor[]> {
    if (ids.length === 0) return [];
    const documents = await this.people
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<PersonDocument[]>()
      .exec();
    return documents.map(toAuthor);
  }

  async findByUsernames(usernames: readonly string[]): Promise<CommunityAuthor[]> {
    if (usernames.length === 0) return [];
    const documents = await this.people
      .find({ usernameLower: { $in: usernames.map((name) => name.toLowerCase()) } })
      .lean<PersonDocument[]>()
      .exec();
    return documents.map(toAuthor);
  }

  /** People whose username contains `text`, shortest usernames first. */
  async usernamesContaining(text: string, limit: number): Promise<CommunityAuthor[]> {
    const filter =
      text === ''
        ? { usernameLower: { $ne: null } }
        : { usernameLower: containsPattern(text.toLowerCase()) };
    const documents = await this.people
      .find(filter)
      .sort({ usernameLower: 1 })
      .limit(limit)
      .lean<PersonDocument[]>()
      .exec();
    return documents.map(toAuthor);
  }

  /** People whose full name or username contains `text` (case-insensitive). */
  async namesContaining(text: string, limit: number): Promise<CommunityAuthor[]> {
    const pattern = containsPattern(text.toLowerCase());
    const documents = await this.people
      .find({ $or: [{ fullNameLower: pattern }, { usernameLower: pattern }] })
      .sort({ fullNameLower: 1, _id: 1 })
      .limit(limit)
      .lean<PersonDocument[]>()
      .exec();
    return documents.map(toAuthor);
  }
}
