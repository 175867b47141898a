import { Injectable } from '@nestjs/common';
import type { Person } from '@filmcollab/contracts';
import { PeopleRepository, type PersonCard } from './people.repository';

/** How projects shows a user it has heard nothing about. */
export function unknownPerson(id: string): Person {
  return { id, username: null, fullName: null, profileImageUrl: null, primaryRole: null };
}

/** The people read model: who users are, as projects shows them, without asking profiles. */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleRepository) {}

  registered(id: string, card: PersonCard): Promise<void> {
    return this.people.registered(id, card);
  }

  cardChanged(id: string, card: PersonCard, version: number): Promise<void> {
    return this.people.cardChanged(id, card, version);
  }

  find(id: string): Promise<Person | null> {
    return this.people.findById(id);
  }

  findMany(ids: string[]): Promise<Person[]> {
    return this.people.findMany(ids);
  }

  async findOrUnknown(id: string): Promise<Person> {
    return (await this.people.findById(id)) ?? unknownPerson(id);
  }

  /** The people of `ids`, by id; unknown ones are shown without a name. */
  async lookup(ids: string[]): Promise<(id: string) => Person> {
    const known = new Map((await this.people.findMany(ids)).map((person) => [person.id, person]));
    return (id) => known.get(id) ?? unknownPerson(id);
  }

  findByUsernames(usernames: string[]): Promise<Person[]> {
    return this.people.findByUsernames(usernames);
  }

  search(text: string, excludeIds: string[], limit: number): Promise<Person[]> {
    return this.people.search(text, excludeIds, limit);
  }
}
