import { Injectable } from '@nestjs/common';
import { ContestErrors, type CrewMember } from '@filmcollab/contracts';
import { type DirectoryPerson, DomainError, PeopleDirectory } from '@filmcollab/service-kit';

function toMember({ id, username, fullName }: DirectoryPerson): CrewMember {
  return { userId: id, username: username ?? '', fullName };
}

/** Who users are, as the contest shows them, from the kit's people directory (never asks profiles). */
@Injectable()
export class PeopleService {
  constructor(private readonly people: PeopleDirectory) {}

  /** The people of `ids`, by id (unknown ones are absent). */
  async lookup(ids: string[]): Promise<Map<string, CrewMember>> {
    return new Map(
      (await this.people.findMany(ids)).map((person) => [person.id, toMember(person)]),
    );
  }

  /**
   * The crew named by `usernames` (any case, each once); an unknown username is refused with
   * the name in `details`.
   */
  async resolveCrew(usernames: string[]): Promise<CrewMember[]> {
    const wanted = [...new Map(usernames.map((name) => [name.toLowerCase(), name])).values()];
    const known = await this.people.findByUsernames(wanted, { anyCase: true });
    const found = new Map(
      known.map(toMember).map((member) => [member.username.toLowerCase(), member]),
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
