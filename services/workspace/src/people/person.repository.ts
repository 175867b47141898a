import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { WorkspacePerson } from '@filmcollab/contracts';
import type { Model } from 'mongoose';
import { PERSON_MODEL, type PersonDocument } from './person.schema';

export type PersonCard = Omit<WorkspacePerson, 'id'>;

function toPerson(document: PersonDocument): WorkspacePerson {
  return {
    id: document._id,
    username: document.username ?? null,
    fullName: document.fullName ?? null,
    profileImageUrl: document.profileImageUrl ?? null,
  };
}

@Injectable()
export class PersonRepository {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  /** Creates the person unless known; an existing card (maybe newer) is left alone. */
  async insertIfAbsent(id: string, card: PersonCard): Promise<void> {
    await this.people
      .updateOne({ _id: id }, { $setOnInsert: { ...card, version: -1 } }, { upsert: true })
      .exec();
  }

  /** Keeps the card of the highest version: an older or repeated change does nothing. */
  async applyVersion(id: string, card: PersonCard, version: number): Promise<void> {
    const { matchedCount } = await this.people
      .updateOne({ _id: id, version: { $lt: version } }, { $set: { ...card, version } })
      .exec();
    if (matchedCount > 0) return;
    await this.people
      .updateOne({ _id: id }, { $setOnInsert: { ...card, version } }, { upsert: true })
      .exec();
  }

  async findMany(ids: readonly string[]): Promise<WorkspacePerson[]> {
    if (ids.length === 0) return [];
    const documents = await this.people
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<PersonDocument[]>()
      .exec();
    return documents.map(toPerson);
  }

  async findByUsername(username: string): Promise<WorkspacePerson | null> {
    const document = await this.people.findOne({ username }).lean<PersonDocument>().exec();
    return document ? toPerson(document) : null;
  }
}
