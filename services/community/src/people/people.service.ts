import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  AUTHOR_SEARCH_LIMIT,
  type CommunityAuthor,
  USERNAME_SUGGESTIONS_LIMIT,
} from '@filmcollab/contracts';
import {
  type DirectoryPerson,
  PEOPLE_DIRECTORY_MODEL,
  PeopleDirectory,
  type PersonCardDocument,
  toDirectoryPerson,
} from '@filmcollab/service-kit';
import type { Model } from 'mongoose';
import { containsPattern } from '../search/contains-pattern';

/** An unknown user (their profile's event has not arrived yet) reads as a person without a name. */
function unknownPerson(id: string): CommunityAuthor {
  return { id, username: null, fullName: null, profileImageUrl: null };
}

function toAuthor({ id, username, fullName, profileImageUrl }: DirectoryPerson): CommunityAuthor {
  return { id, username, fullName, profileImageUrl };
}

/** Authors' names and photos, from the kit's people directory (never asks profiles). */
@Injectable()
export class PeopleService {
  constructor(
    private readonly people: PeopleDirectory,
    @InjectModel(PEOPLE_DIRECTORY_MODEL) private readonly cards: Model<PersonCardDocument>,
  ) {}

  /** Every id gets a person, known or not. */
  async byId(ids: readonly string[]): Promise<Map<string, CommunityAuthor>> {
    const known = new Map((await this.people.findMany(ids)).map((p) => [p.id, toAuthor(p)]));
    return new Map(ids.map((id) => [id, known.get(id) ?? unknownPerson(id)]));
  }

  async one(id: string): Promise<CommunityAuthor> {
    return (await this.byId([id])).get(id) ?? unknownPerson(id);
  }

  /** The known people among these usernames (case-insensitive). */
  async byUsernames(usernames: readonly string[]): Promise<CommunityAuthor[]> {
    return (await this.people.findByUsernames(usernames, { anyCase: true })).map(toAuthor);
  }

  /** @mention autocomplete: at most 10 usernames containing `text`. */
  async mentionSuggestions(text: string): Promise<CommunityAuthor[]> {
    return (await this.people.usernamesContaining(text, USERNAME_SUGGESTIONS_LIMIT)).map(toAuthor);
  }

  /**
   * Author search: at most 50 people whose full name or username contains `text` (any case), by
   * lower-cased name — community's own query on the directory's lower-cased keys.
   */
  async search(text: string): Promise<CommunityAuthor[]> {
    const pattern = containsPattern(text.toLowerCase());
    const documents = await this.cards
      .find({ $or: [{ fullNameLower: pattern }, { usernameLower: pattern }] })
      .sort({ fullNameLower: 1, _id: 1 })
      .limit(AUTHOR_SEARCH_LIMIT)
      .lean<PersonCardDocument[]>()
      .exec();
    return documents.map((document) => toAuthor(toDirectoryPerson(document)));
  }
}
