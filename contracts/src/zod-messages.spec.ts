import * as z from 'zod/mini';
// An entry point, as a page or a service loads the contracts; nothing here loads classic zod.
import { ProfileSchema } from './profiles';

describe("the contracts' zod messages", () => {
  it("word zod's own issues in English, as classic zod does (zod/mini alone: 'Invalid input')", () => {
    expect(ProfileSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received undefined',
    );
    expect(z.string().check(z.minLength(2)).safeParse('a').error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=2 characters',
    );
  });
});
