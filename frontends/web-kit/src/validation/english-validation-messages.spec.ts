import * as z from 'zod/mini';
import { setEnglishValidationMessages } from './english-validation-messages';

const tooShort = () => z.string().check(z.minLength(2)).safeParse('a').error?.issues[0]?.message;

describe('setEnglishValidationMessages', () => {
  it("words zod's own issues in English, as the services do", () => {
    expect(tooShort()).toBe('Invalid input');
    setEnglishValidationMessages();
    expect(tooShort()).toBe('Too small: expected string to have >=2 characters');
  });
});
