import { Injectable } from '@nestjs/common';
import type { Person } from '@filmcollab/contracts';
import { type DirectoryPerson, PeopleDirectory } from '@filmcollab/service-kit';

/** How projects shows a user it has heard nothing about. */
export function unknownPerson(id: string): Person {
  return { id, username: null, fullName: null, profileImageUrl: null, primaryRole: null };
}

function toPerson({
  id,
  username,
  fullName,
  profileImageUrl,
  primaryRole,
}: DirectoryPerson): Person {
  return { id, username, fullName, profileImageUrl, primaryRole };
}

/** Who users are, as projects shows them, from the kit's people directory (never asks profiles). */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleDirectory) {}

  async find(id: string): Promise<Person | null> {
    const person = await this.people.find(id);
    return person ? toPerson(person) : null;
  }

  async findMany(ids: string[]): Promise<Person[]> {
    return (await this.people.findMany(ids)).map(toPerson);
  }

  async findOrUnknown(id: string): Promise<Person> {
    return (await this.find(id)) ?? unknownPerson(id);
  }

  /** The people of `ids`, by id; unknown ones are shown without a name. */
  async lookup(ids: string[]): Promise<(id: string) => Person> {
    const known = new Map((await this.findMany(ids)).map((person) => [person.id, person]));
    return (id) => known.get(id) ?? unknownPerson(id);
  }

  async findByUsernames(usernames: string[]): Promise<Person[]> {
    return (await this.people.findByUsernames(usernames)).map(toPerson);
  }

  /** Invite candidates: name, username or primary role containing `text` (any case). */
  async search(text: string, excludeIds: string[], limit: number): Promise<Person[]> {
    return (await this.people.search(text, { excludeIds, limit })).map(toPerson);
  }
}
