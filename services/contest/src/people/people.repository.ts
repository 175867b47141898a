import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CrewMember } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

export interface PersonCard {
  username: string;
  fullName: string | null;
}

function toMember(doc: PersonDocument): CrewMember {
  return { userId: doc._id, username: doc.username ?? '', fullName: doc.fullName ?? null };
}

@Injectable()
export class PeopleRepository {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  /** Registration names a user; a profile card that arrived first is never overwritten by it. */
  async registered(id: string, card: PersonCard): Promise<void> {
    await this.people
      .updateOne(
        { _id: id },
        { $setOnInsert: { ...card, usernameKey: card.username.toLowerCase(), version: -1 } },
        { upsert: true },
      )
      .exec();
  }

  /** Keeps the card of the highest `version`; an older or repeated one changes nothing. */
  async cardChanged(id: string, card: PersonCard, version: number): Promise<void> {
    const set = { ...card, usernameKey: card.username.toLowerCase(), version };
    const updated = await this.people
      .updateOne({ _id: id, version: { $lt: version } }, { $set: set })
      .exec();
    if (updated.matchedCount > 0) return;
    if (await this.people.exists({ _id: id })) return;
    await this.people.create({ _id: id, ...set });
  }

  async findMany(ids: string[]): Promise<CrewMember[]> {
    if (ids.length === 0) return [];
    const docs = await this.people
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<PersonDocument[]>()
      .exec();
    return docs.map(toMember);
  }

  async findByUsernames(usernames: string[]): Promise<CrewMember[]> {
    if (usernames.length === 0) return [];
    const docs = await this.people
      .find({ usernameKey: { $in: usernames.map((name) => name.toLowerCase()) } })
      .lean<PersonDocument[]>()
      .exec();
    return docs.map(toMember);
  }
}
