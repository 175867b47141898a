import { Injectable } from '@nestjs/common';
import { ContestErrors, type CrewMember } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';
import { PeopleRepository, type PersonCard } from './people.repository';

/** The people read model: who users are, as the contest shows them, without asking profiles. */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleRepository) {}

  registered(id: string, card: PersonCard): Promise<void> {
    return this.people.registered(id, card);
  }

  cardChanged(id: string, card: PersonCard, version: number): Promise<void> {
    return this.people.cardChanged(id, card, version);
  }

  /** The people of `ids`, by id (unknown ones are absent). */
  async lookup(ids: string[]): Promise<Map<string, CrewMember>> {
    return new Map((await this.people.findMany(ids)).map((person) => [person.userId, person]));
  }

  /**
   * The crew named by `usernames` (any case, each once); an unknown username is refused with
   * the name in `details`.
   */
  async resolveCrew(usernames: string[]): Promise<CrewMember[]> {
    const wanted = [...new Map(usernames.map((name) => [name.toLowerCase(), name])).values()];
    const found = new Map(
      (await this.people.findByUsernames(wanted)).map((p) => [p.username.toLowerCase(), p]),
    );
    return wanted.map((name) => {
      const member = found.get(name.toLowerCase());
      if (!member) {
        throw new DomainError(ContestErrors.CREW_MEMBER_NOT_FOUND, {
          details: { username: name },
        });
      }
      return member;
    });
  }
}
