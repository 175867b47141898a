import { DocumentValidator } from './document-validator';
import type { Operation } from './openapi-document';
import { responseProblems } from './response-problems';

const envelope = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
  required: ['message', 'code'],
};
const operation: Operation = {
  method: 'PATCH',
  path: '/api/profiles/me',
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { primaryRole: { anyOf: [{ enum: ['actor'] }, { type: 'null' }] } },
        },
      },
    },
  },
  responses: {
    '200': {
      content: {
        'application/json': {
          schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
      },
    },
    '4XX': { content: { 'application/json': { schema: envelope } } },
    '5XX': { content: { 'application/json': { schema: envelope } } },
  },
};
const validator = new DocumentValidator();
const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});
const problems = (
  response: ReturnType<typeof json>,
  invalidBecause: string | undefined = undefined,
) => responseProblems(operation, { label: 'case', url: '/', invalidBecause }, response, validator);

describe('responseProblems', () => {
  it('passes documented answers', () => {
    expect(problems(json(200, { id: 'u1' }))).toEqual([]);
    expect(problems(json(400, { message: 'Invalid input', code: 'VALIDATION_FAILED' }))).toEqual(
      [],
    );
  });

  it('reports an invalid request that was accepted', () => {
    expect(
      problems(
        json(200, { id: 'u1' }),
        'body/primaryRole must be equal to one of the allowed values',
      ),
    ).toEqual([
      'accepted an invalid request (body/primaryRole must be equal to one of the allowed values)',
    ]);
  });

  it('reports every 5xx, undocumented statuses and errors outside the envelope', () => {
    expect(problems(json(500, { message: 'x', code: 'INTERNAL' }))).toEqual(['answered 500']);
    expect(problems(json(302, {}))).toEqual(['answered 302, which the document does not list']);
    expect(problems(json(400, { error: 'invalid_request' }))[0]).toMatch(
      /^answered 400 with .*must have required property 'message'/,
    );
  });

  it('reports a body of another media type or not JSON', () => {
    expect(problems({ status: 200, contentType: 'text/html', text: '<p>' })).toEqual([
      'answered 200 as text/html, documented application/json',
    ]);
    expect(problems({ status: 200, contentType: 'application/json', text: '{' })).toEqual([
      'answered 200 with a body that is not JSON',
    ]);
  });
});

describe('DocumentValidator', () => {
  it('refuses bodies of undocumented media types and values outside the schema', () => {
    expect(validator.bodyProblems(operation, 'text/plain', {})).toEqual([
      'text/plain is not a documented body',
    ]);
    expect(validator.bodyProblems(operation, 'application/json', { primaryRole: '' })).not.toEqual(
      [],
    );
    expect(validator.bodyProblems(operation, 'application/json', { primaryRole: null })).toEqual(
      [],
    );
  });

  it('reads path and query values as texts coerced to their documented types', () => {
    const page = { name: 'page', in: 'query' as const, schema: { type: 'integer', minimum: 1 } };
    expect(validator.parameterProblems(page, '2')).toEqual([]);
    expect(validator.parameterProblems(page, 'two')).not.toEqual([]);
  });
});
