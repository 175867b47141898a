import { CommonErrors } from './common-errors';
import { defineErrors } from './define-errors';

describe('defineErrors', () => {
  it('keys each definition by its code with its status and message', () => {
    const errors = defineErrors({ THING_MISSING: { status: 404, message: 'No such thing.' } });
    expect(errors.THING_MISSING).toEqual({
      code: 'THING_MISSING',
      status: 404,
      message: 'No such thing.',
    });
  });

  it('gives the kit codes the statuses the error envelope uses', () => {
    expect(CommonErrors.VALIDATION_FAILED.status).toBe(400);
    expect(CommonErrors.QUERY_UNAVAILABLE.status).toBe(503);
    expect(CommonErrors.INTERNAL.message).toBe('Something went wrong. Please try again.');
  });
});
