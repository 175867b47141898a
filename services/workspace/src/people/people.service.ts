import { Injectable } from '@nestjs/common';
import type { WorkspacePerson } from '@filmcollab/contracts';
import { type DirectoryPerson, PeopleDirectory } from '@filmcollab/service-kit';

function toWorkspacePerson(person: DirectoryPerson): WorkspacePerson {
  const { id, username, fullName, profileImageUrl } = person;
  return { id, username, fullName, profileImageUrl };
}

/** Names and pictures of users, from the kit's people directory (never asks profiles). */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleDirectory) {}

  /** Every asked id has a card: an unknown user gets an empty one. */
  async byId(ids: readonly string[]): Promise<Map<string, WorkspacePerson>> {
    const found = new Map(
      (await this.people.findMany(ids)).map((p) => [p.id, toWorkspacePerson(p)]),
    );
    for (const id of ids) if (!found.has(id)) found.set(id, PeopleService.nobody(id));
    return found;
  }

  async findByUsername(username: string): Promise<WorkspacePerson | null> {
    const person = await this.people.findByUsername(username);
    return person ? toWorkspacePerson(person) : null;
  }

  static nobody(id: string): WorkspacePerson {
    return { id, username: null, fullName: null, profileImageUrl: null };
  }
}
