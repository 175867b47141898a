import { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { toErrorResponse } from '../errors/error-response';
import { ZodValidationPipe } from './zod-validation.pipe';

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(
    z.object({ title: z.string().min(3), count: z.coerce.number().int() }),
  );

  it('returns the parsed value', () => {
    expect(pipe.transform({ title: 'Short film', count: '3' })).toEqual({
      title: 'Short film',
      count: 3,
    });
  });

  it('answers 400 VALIDATION_FAILED listing each issue', () => {
    let error: unknown;
    try {
      pipe.transform({ title: 'ab', count: 'many' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    const { status, body } = toErrorResponse(error);
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid input');
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual([
      expect.objectContaining({ path: 'title', code: 'too_small' }),
      expect.objectContaining({ path: 'count' }),
    ]);
  });
});
