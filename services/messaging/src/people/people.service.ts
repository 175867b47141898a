import { Injectable } from '@nestjs/common';
import type { ChatPerson } from '@filmcollab/contracts';
import { type PersonCard, PersonRepository } from './person.repository';

/** An unknown user (their profile's event has not arrived yet) reads as a person without a name. */
export function unknownPerson(id: string): ChatPerson {
  return { id, username: null, fullName: null, profileImageUrl: null };
}

/** Names and photos of people, from messaging's own read model. */
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
  async byId(ids: readonly string[]): Promise<Map<string, ChatPerson>> {
    const known = new Map((await this.people.findMany(ids)).map((p) => [p.id, p]));
    return new Map(ids.map((id) => [id, known.get(id) ?? unknownPerson(id)]));
  }

  async one(id: string): Promise<ChatPerson> {
    return (await this.byId([id])).get(id) ?? unknownPerson(id);
  }

  findByUsername(username: string): Promise<ChatPerson | null> {
    return this.people.findByUsername(username);
  }
}
