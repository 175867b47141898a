import { Injectable } from '@nestjs/common';
import type { WorkspacePerson } from '@filmcollab/contracts';
import { type PersonCard, PersonRepository } from './person.repository';

/** Names and pictures of users, from the workspace's own read model. */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PersonRepository) {}

  registered(userId: string, card: PersonCard): Promise<void> {
    return this.people.insertIfAbsent(userId, card);
  }

  profileChanged(userId: string, card: PersonCard, version: number): Promise<void> {
    return this.people.applyVersion(userId, card, version);
  }

  /** Every asked id has a card: an unknown user gets an empty one. */
  async byId(ids: readonly string[]): Promise<Map<string, WorkspacePerson>> {
    const found = new Map((await this.people.findMany(ids)).map((p) => [p.id, p]));
    for (const id of ids) if (!found.has(id)) found.set(id, PeopleService.nobody(id));
    return found;
  }

  findByUsername(username: string): Promise<WorkspacePerson | null> {
    return this.people.findByUsername(username);
  }

  static nobody(id: string): WorkspacePerson {
    return { id, username: null, fullName: null, profileImageUrl: null };
  }
}
