import { Injectable } from '@nestjs/common';
import type { ChatPerson } from '@filmcollab/contracts';
import { type DirectoryPerson, PeopleDirectory } from '@filmcollab/service-kit';

/** An unknown user (their profile's event has not arrived yet) reads as a person without a name. */
export function unknownPerson(id: string): ChatPerson {
  return { id, username: null, fullName: null, profileImageUrl: null };
}

function toChatPerson({ id, username, fullName, profileImageUrl }: DirectoryPerson): ChatPerson {
  return { id, username, fullName, profileImageUrl };
}

/** Names and photos of people, from the kit's people directory (never asks profiles). */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleDirectory) {}

  /** Every id gets a person, known or not. */
  async byId(ids: readonly string[]): Promise<Map<string, ChatPerson>> {
    const known = new Map((await this.people.findMany(ids)).map((p) => [p.id, toChatPerson(p)]));
    return new Map(ids.map((id) => [id, known.get(id) ?? unknownPerson(id)]));
  }

  async one(id: string): Promise<ChatPerson> {
    return (await this.byId([id])).get(id) ?? unknownPerson(id);
  }

  async findByUsername(username: string): Promise<ChatPerson | null> {
    const person = await this.people.findByUsername(username);
    return person ? toChatPerson(person) : null;
  }
}
