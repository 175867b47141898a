import * as z from 'zod/mini';
import {
  type EventDefinition,
  MemberJoinedEvent,
  type QueryDefinition,
  ReserveUsernameQuery,
} from '@filmcollab/contracts';
import { definitionsOf, verifyProvider } from './provider-verification';

/** The provider's definitions with one replaced by a changed copy. */
function changed(
  provider: string,
  copy: EventDefinition | QueryDefinition,
): (EventDefinition | QueryDefinition)[] {
  return definitionsOf(provider).map((definition) =>
    definition.subject === copy.subject ? copy : definition,
  );
}

/**
 * Deliberately broken copies of providers' contracts: the verification against the pacts the
 * consumers wrote must fail, naming the field a consumer relies on.
 */
describe('pact: a provider change a consumer relies on fails the verification', () => {
  it('projects renaming member.joined’s userId', async () => {
    const renamed = {
      ...MemberJoinedEvent,
      payload: z.extend(z.omit(MemberJoinedEvent.payload, { userId: true }), {
        memberUserId: z.string(),
      }),
    };
    await expect(verifyProvider('projects', changed('projects', renamed))).rejects.toThrow(
      /missing the following keys: userId/,
    );
  });

  it('projects sending member.joined’s joinedAt as a number', async () => {
    const retyped = {
      ...MemberJoinedEvent,
      payload: z.extend(MemberJoinedEvent.payload, { joinedAt: z.number() }),
    };
    await expect(verifyProvider('projects', changed('projects', retyped))).rejects.toThrow(
      /\$\.joinedAt/,
    );
  });

  it('profiles renaming the reply’s reserved', async () => {
    const reshaped = { ...ReserveUsernameQuery, response: z.object({ ok: z.boolean() }) };
    await expect(verifyProvider('profiles', changed('profiles', reshaped))).rejects.toThrow(
      /missing the following keys: reserved/,
    );
  });

  it('profiles requiring a request field identity does not send', async () => {
    const stricter = {
      ...ReserveUsernameQuery,
      request: z.extend(ReserveUsernameQuery.request, { locale: z.string() }),
    };
    await expect(verifyProvider('profiles', changed('profiles', stricter))).rejects.toThrow(
      /locale/,
    );
  });

  it('projects no longer publishing an event its consumers handle', async () => {
    const without = definitionsOf('projects').filter(
      (definition) => definition.subject !== MemberJoinedEvent.subject,
    );
    await expect(verifyProvider('projects', without)).rejects.toThrow(/projects\.member\.joined/);
  });
});
