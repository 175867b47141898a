import { Injectable } from '@nestjs/common';
import {
  AUTHOR_SEARCH_LIMIT,
  type CommunityAuthor,
  USERNAME_SUGGESTIONS_LIMIT,
} from '@filmcollab/contracts';
import { type PersonCard, PersonRepository } from './person.repository';

/** An unknown user (their profile's event has not arrived yet) reads as a person without a name. */
function unknownPerson(id: string): CommunityAuthor {
  return { id, username: null, fullName: null, profileImageUrl: null };
}

/** Authors' names and photos, from community's own read model of people. */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PersonRepository) {}

  registered(id: string, card: PersonCard): Promise<void> {
    return this.people.insertIfAbsent(id, card);
  }

  profileChanged(id: string, card: PersonCard, version: number): Promise<void> {
    return this.people.applyVersion(id, card, version);
  }

  /** Every id gets a person, known or not. */
  async byId(ids: readonly string[]): Promise<Map<string, CommunityAuthor>> {
    const known = new Map((await this.people.findMany(ids)).map((p) => [p.id, p]));
    return new Map(ids.map((id) => [id, known.get(id) ?? unknownPerson(id)]));
  }

  async one(id: string): Promise<CommunityAuthor> {
    return (await this.byId([id])).get(id) ?? unknownPerson(id);
  }

  /** The known people among these usernames (case-insensitive). */
  byUsernames(usernames: readonly string[]): Promise<CommunityAuthor[]> {
    return this.people.findByUsernames(usernames);
  }

  /** @mention autocomplete: at most 10 usernames containing `text`. */
  mentionSuggestions(text: string): Promise<CommunityAuthor[]> {
    return this.people.usernamesContaining(text, USERNAME_SUGGESTIONS_LIMIT);
  }

  /** Author search: at most 50 people whose name or username contains `text`. */
  search(text: string): Promise<CommunityAuthor[]> {
    return this.people.namesContaining(text, AUTHOR_SEARCH_LIMIT);
  }
}
