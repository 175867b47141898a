import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Person } from '@filmcollab/contracts';
import { conflictOnDuplicate } from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { escapeRegex } from './escape-regex';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

export interface PersonCard {
  username: string | null;
  fullName: string | null;
  profileImageUrl: string | null;
  primaryRole: string | null;
}

function toPerson(doc: PersonDocument): Person {
  return {
    id: doc._id,
    username: doc.username ?? null,
    fullName: doc.fullName ?? null,
    profileImageUrl: doc.profileImageUrl ?? null,
    primaryRole: doc.primaryRole ?? null,
  };
}

class NewerCardKept extends Error {}

@Injectable()
export class PeopleRepository implements OnModuleInit {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  async onModuleInit(): Promise<void> {
    await this.people.init();
  }

  /** Registration names a user; a profile card that arrived first is never overwritten by it. */
  async registered(id: string, card: PersonCard): Promise<void> {
    await this.people
      .updateOne({ _id: id }, { $setOnInsert: { ...card, version: -1 } }, { upsert: true })
      .exec();
  }

  /** Keeps the card of the highest `version`; an older or repeated one changes nothing. */
  async cardChanged(id: string, card: PersonCard, version: number): Promise<void> {
    await conflictOnDuplicate(
      () =>
        this.people
          .updateOne(
            { _id: id, version: { $lt: version } },
            { $set: { ...card, version } },
            { upsert: true },
          )
          .exec(),
      () => new NewerCardKept(),
    ).catch((error: unknown) => {
      if (!(error instanceof NewerCardKept)) throw error;
    });
  }

  async findById(id: string): Promise<Person | null> {
    const doc = await this.people.findById(id).lean<PersonDocument>().exec();
    return doc ? toPerson(doc) : null;
  }

  async findMany(ids: string[]): Promise<Person[]> {
    if (ids.length === 0) return [];
    const docs = await this.people
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<PersonDocument[]>()
      .exec();
    return docs.map(toPerson);
  }

  async findByUsernames(usernames: string[]): Promise<Person[]> {
    const docs = await this.people
      .find({ username: { $in: usernames } })
      .lean<PersonDocument[]>()
      .exec();
    return docs.map(toPerson);
  }

  /** People whose name, username or primary role contains `text` (any case), except `excludeIds`. */
  async search(text: string, excludeIds: string[], limit: number): Promise<Person[]> {
    const filter: Record<string, unknown> = { _id: { $nin: excludeIds } };
    if (text) {
      const pattern = { $regex: escapeRegex(text), $options: 'i' };
      filter.$or = [{ fullName: pattern }, { username: pattern }, { primaryRole: pattern }];
    }
    const docs = await this.people
      .find(filter)
      .sort({ fullName: 1, _id: 1 })
      .limit(limit)
      .lean<PersonDocument[]>()
      .exec();
    return docs.map(toPerson);
  }
}
