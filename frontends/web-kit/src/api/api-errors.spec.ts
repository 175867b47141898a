/**
 * @jest-environment node
 */
import { CommonErrors, ErrorBodySchema } from '@filmcollab/contracts/common';
import { IdentityErrors } from '@filmcollab/contracts/identity';
import { ProfilesErrors } from '@filmcollab/contracts/profiles';
import { errorBodyOf, errorMessage, hasErrorCode, isNetworkError, isNotFound } from './api-errors';

const rejected = {
  status: 422,
  data: { message: 'This photo cannot be used.', code: 'PHOTO_REJECTED', hint: 'Choose another' },
};

describe('errorBodyOf', () => {
  it("returns the service's error body of a failed call", () => {
    expect(errorBodyOf(rejected)).toEqual({
      message: 'This photo cannot be used.',
      code: 'PHOTO_REJECTED',
      hint: 'Choose another',
    });
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a body without a code', { status: 500, data: { message: 'boom' } }],
    ['an HTML error page', { status: 'PARSING_ERROR', data: '<html>Bad gateway</html>' }],
    ['a serialized exception', { name: 'Error', message: 'boom' }],
    ['nothing', undefined],
  ])('returns undefined for %s', (_case, error) => {
    expect(errorBodyOf(error)).toBeUndefined();
  });
});

describe("errorBodyOf's check of the body", () => {
  it.each([
    ['a full body', { message: 'm', code: 'C', details: [{ path: 'a' }], hint: 'h' }],
    ['a body with details undefined', { message: 'm', code: 'C', details: undefined }],
    ['a body with extra fields', { message: 'm', code: 'C', statusCode: 400 }],
    ['empty strings', { message: '', code: '' }],
    ['a hint that is not a string', { message: 'm', code: 'C', hint: 3 }],
    ['a null hint', { message: 'm', code: 'C', hint: null }],
    ['a numeric code', { message: 'm', code: 404 }],
    ['no message', { code: 'C' }],
    ['an array', Object.assign([], { message: 'm', code: 'C' })],
    ['a string', 'Bad gateway'],
    ['null', null],
    ['nothing', undefined],
  ])('agrees with the contracts schema on %s', (_case, data) => {
    const parsed = ErrorBodySchema.safeParse(data);
    expect(errorBodyOf({ status: 400, data })).toEqual(parsed.success ? parsed.data : undefined);
  });
});

describe('hasErrorCode', () => {
  it('matches the code of the contracts definition', () => {
    expect(hasErrorCode(rejected, ProfilesErrors.PHOTO_REJECTED)).toBe(true);
  });

  it('does not match another code, even with the same status', () => {
    expect(hasErrorCode(rejected, ProfilesErrors.PHOTO_KEY_INVALID)).toBe(false);
    expect(hasErrorCode(rejected, CommonErrors.VALIDATION_FAILED)).toBe(false);
  });

  it('does not match a failure without an error body', () => {
    expect(
      hasErrorCode({ status: 'FETCH_ERROR', error: 'offline' }, IdentityErrors.EMAIL_TAKEN),
    ).toBe(false);
  });

  it('narrows the error to its validated body', () => {
    const error: unknown = {
      status: 409,
      data: { message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' },
    };
    if (!hasErrorCode(error, IdentityErrors.EMAIL_TAKEN)) throw new Error('expected EMAIL_TAKEN');
    const code: 'EMAIL_TAKEN' = error.data.code;
    expect(code).toBe(IdentityErrors.EMAIL_TAKEN.code);
    expect(error.data.message).toBe('An account with this email already exists.');
  });
});

describe('errorMessage', () => {
  it("prefers the server's message and falls back otherwise", () => {
    expect(errorMessage(rejected, 'fallback')).toBe('This photo cannot be used.');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'fallback')).toBe('fallback');
  });
});

describe('isNetworkError and isNotFound', () => {
  it('tell a request that never got an answer from a 404', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(true);
    expect(isNetworkError(rejected)).toBe(false);
    expect(isNotFound({ status: 404, data: null })).toBe(true);
    expect(isNotFound(rejected)).toBe(false);
  });
});
