import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { DomainError } from './domain-error';

const PROJECT_FULL = {
  code: 'PROJECT_FULL',
  status: 409,
  message: 'This project has no open roles.',
};
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it('keeps a domain error code, status, details and hint', () => {
    const error = new DomainError(PROJECT_FULL, {
      details: { projectId: 'p1' },
      hint: 'Look for another project.',
    });
    expect(toErrorResponse(error)).toEqual({
      status: 409,
      body: {
        message: 'This project has no open roles.',
        code: 'PROJECT_FULL',
        details: { projectId: 'p1' },
        hint: 'Look for another project.',
      },
    });
  });

  it('gives Nest HTTP exceptions a code from their status', () => {
    expect(toErrorResponse(new UnauthorizedException())).toEqual({
      status: 401,
      body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
    });
    expect(toErrorResponse(new NotFoundException('No such project'))).toEqual({
      status: 404,
      body: { message: 'No such project', code: 'NOT_FOUND' },
    });
    expect(
      toErrorResponse(new ForbiddenException({ message: 'Members only', code: 'NOT_A_MEMBER' }))
        .body,
    ).toEqual({
      message: 'Members only',
      code: 'NOT_A_MEMBER',
    });
  });

  it('never leaks an unknown error', () => {
    const { status, body } = toErrorResponse(new Error('connection string mongodb://secret@db'));
    expect(status).toBe(500);
    expect(body.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('passes on Fastify client errors such as malformed JSON', () => {
    const fastifyError = Object.assign(new Error('Body is not valid JSON'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorResponse(fastifyError)).toEqual({
      status: 400,
      body: { message: 'Body is not valid JSON', code: 'FST_ERR_CTP_INVALID_JSON_BODY' },
    });
  });
});
