import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Gives zod's own messages (the issues a contract does not word itself) in English, as the
 * services answer them: classic zod sets this when it loads, zod/mini leaves every such message
 * at "Invalid input". Called once by the shell before any page parses.
 */
export function setEnglishValidationMessages(): void {
  z.config(en());
}
