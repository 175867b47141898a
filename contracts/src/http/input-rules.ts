import * as z from 'zod/mini';

/**
 * How every HTTP input is normalised, decided here once; request schemas build their fields from
 * these helpers, so browsers and services agree and the published OpenAPI shows the same rules.
 *
 * - Control characters (NUL, escape, DEL, …) are refused in every text; only multi-line texts (a
 *   bio, feedback, a comment) may hold tabs and line breaks.
 * - Texts are trimmed. An optional free text left empty is saved as null (spec 01: "empty fields
 *   are saved as null"); `null` clears it too.
 * - Choices (enums) are exactly one of their values; `null` clears an optional choice; `""`, blanks
 *   and any other text are refused.
 * - URLs are absolute http(s) URLs (surrounding spaces trimmed); `null` clears an optional one;
 *   `""`, blanks and control characters are refused.
 * - Numbers are JSON numbers; `null` clears an optional one; `""` is refused.
 * - Identifiers (path parameters, keys) are non-empty, without spaces or control characters.
 * - Bodies are JSON (`application/json`); other media types answer 415, except where an operation
 *   publishes another one (the OAuth endpoints take forms).
 */
export const CONTROL_CHARACTERS_MESSAGE = 'This field cannot contain control characters.';
export const URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

export const SINGLE_LINE_TEXT = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:\P{Cc}|[\t\n\r])*$/u;
const IDENTIFIER = /^[^\p{Cc}\s]+$/u;

/** A trimmed one-line text (names, places, list items). */
export const singleLineText = () =>
  z.string().check(z.trim(), z.regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE));

/** A trimmed text that may span lines (a bio, feedback, a comment). */
export const multiLineText = () =>
  z.string().check(z.trim(), z.regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE));

/** An optional free text: trimmed, at most `max` characters; empty or `null` is saved as null. */
export const optionalText = (max: number, lines: 'single' | 'multi' = 'single') =>
  z.optional(
    z.nullable(
      z.pipe(
        (lines === 'multi' ? multiLineText() : singleLineText()).check(z.maxLength(max)),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
  );

/** An optional choice: one of the values, or `null` to clear it; `""` is not a choice. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.nullable(z.enum(values)));

/** An absolute http(s) URL of at most `max` characters, trimmed. */
export const httpUrl = (max: number) =>
  z
    .pipe(
      z
        .string()
        .check(z.trim(), z.regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE), z.maxLength(max)),
      z.url({ protocol: /^https?$/, error: URL_MESSAGE }),
    )
    .check(z.meta({ format: 'uri' }));

/** An optional URL: a valid http(s) URL, or `null` to clear it. */
export const optionalHttpUrl = (max: number) => z.optional(z.nullable(httpUrl(max)));

/** An identifier in a path or a body (an id, a storage key). */
export const identifier = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(IDENTIFIER));
