import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { escapeRegex } from '../persistence/escape-regex';
import { upsertIfNewer } from '../persistence/upsert-if-newer';
import { PEOPLE_DIRECTORY_MODEL, type PersonCardDocument } from './person-card.schema';

/** A user's public card as the directory keeps it; services map it to their own contract types. */
export interface DirectoryPerson {
  id: string;
  username: string | null;
  fullName: string | null;
  profileImageUrl: string | null;
  primaryRole: string | null;
}

export type DirectoryCard = Omit<DirectoryPerson, 'id'>;

/** How a user the directory has heard nothing about reads: no name, no photo. */
export function unknownDirectoryPerson(id: string): DirectoryPerson {
  return { id, username: null, fullName: null, profileImageUrl: null, primaryRole: null };
}

export function toDirectoryPerson(document: PersonCardDocument): DirectoryPerson {
  return {
    id: document._id,
    username: document.username ?? null,
    fullName: document.fullName ?? null,
    profileImageUrl: document.profileImageUrl ?? null,
    primaryRole: document.primaryRole ?? null,
  };
}

function stored(card: DirectoryCard) {
  return {
    username: card.username,
    fullName: card.fullName,
    profileImageUrl: card.profileImageUrl,
    primaryRole: card.primaryRole,
    usernameLower: card.username?.toLowerCase() ?? null,
    fullNameLower: card.fullName?.toLowerCase() ?? null,
  };
}

/**
 * The people read model every service that shows users keeps (`PeopleDirectoryModule` feeds it
 * from identity's and profiles' events): who a user is, without asking profiles.
 */
@Injectable()
export class PeopleDirectory implements OnModuleInit {
  constructor(
    @InjectModel(PEOPLE_DIRECTORY_MODEL) private readonly people: Model<PersonCardDocument>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.people.init();
  }

  /** Registration names a user; a card already kept (maybe a newer one) is left alone. */
  async insertIfAbsent(id: string, card: DirectoryCard): Promise<void> {
    await this.people
      .updateOne({ _id: id }, { $setOnInsert: { ...stored(card), version: -1 } }, { upsert: true })
      .exec();
  }

  /** Keeps the card of the highest `version`: an older or repeated change does nothing. */
  async applyVersion(id: string, card: DirectoryCard, version: number): Promise<void> {
    await upsertIfNewer(this.people, {
      id,
      field: 'version',
      value: version,
      set: { ...stored(card), version },
    });
  }

  async find(id: string): Promise<DirectoryPerson | null> {
    const document = await this.people.findById(id).lean<PersonCardDocument>().exec();
    return document ? toDirectoryPerson(document) : null;
  }

  /** The known people among `ids` (each once, in no particular order). */
  async findMany(ids: readonly string[]): Promise<DirectoryPerson[]> {
    if (ids.length === 0) return [];
    const documents = await this.people
      .find({ _id: { $in: [...new Set(ids)] } })
      .lean<PersonCardDocument[]>()
      .exec();
    return documents.map(toDirectoryPerson);
  }

  /** Every id of `ids` with its person; an unknown one without a name. */
  async byId(ids: readonly string[]): Promise<Map<string, DirectoryPerson>> {
    const known = new Map((await this.findMany(ids)).map((person) => [person.id, person]));
    return new Map(ids.map((id) => [id, known.get(id) ?? unknownDirectoryPerson(id)]));
  }

  /** The person with exactly this username. */
  async findByUsername(username: string): Promise<DirectoryPerson | null> {
    const document = await this.people.findOne({ username }).lean<PersonCardDocument>().exec();
    return document ? toDirectoryPerson(document) : null;
  }

  /** The known people among `usernames`, spelled exactly or (`anyCase`) in any case. */
  async findByUsernames(
    usernames: readonly string[],
    { anyCase = false }: { anyCase?: boolean } = {},
  ): Promise<DirectoryPerson[]> {
    if (usernames.length === 0) return [];
    const filter = anyCase
      ? { usernameLower: { $in: usernames.map((name) => name.toLowerCase()) } }
      : { username: { $in: [...usernames] } };
    const documents = await this.people.find(filter).lean<PersonCardDocument[]>().exec();
    return documents.map(toDirectoryPerson);
  }

  /**
   * People whose full name, username or primary role contains `text` in any case (taken
   * literally; empty matches everyone), except `excludeIds`, by full name then id.
   */
  async search(
    text: string,
    { excludeIds = [], limit }: { excludeIds?: readonly string[]; limit: number },
  ): Promise<DirectoryPerson[]> {
    const filter: Record<string, unknown> = { _id: { $nin: [...excludeIds] } };
    if (text) {
      const pattern = { $regex: escapeRegex(text), $options: 'i' };
      filter.$or = [{ fullName: pattern }, { username: pattern }, { primaryRole: pattern }];
    }
    const documents = await this.people
      .find(filter)
      .sort({ fullName: 1, _id: 1 })
      .limit(limit)
      .lean<PersonCardDocument[]>()
      .exec();
    return documents.map(toDirectoryPerson);
  }

  /**
   * @mention autocomplete: people whose username contains `text` in any case (taken literally;
   * empty matches every username), by lower-cased username.
   */
  async usernamesContaining(text: string, limit: number): Promise<DirectoryPerson[]> {
    const filter =
      text === ''
        ? { usernameLower: { $ne: null } }
        : { usernameLower: new RegExp(escapeRegex(text.toLowerCase())) };
    const documents = await this.people
      .find(filter)
      .sort({ usernameLower: 1 })
      .limit(limit)
      .lean<PersonCardDocument[]>()
      .exec();
    return documents.map(toDirectoryPerson);
  }
}
