import { ErrorBodySchema } from '@filmcollab/contracts';
import type { OpenAPIObject } from '@nestjs/swagger';
import { jsonSchemaOf } from './json-schema-of';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Every operation may answer the kit's error body (validation, auth, not found, unavailable…):
 * adds `4XX` and `5XX` with it wherever an operation documents no answer of its own for the
 * range. Answers documented per status (an OAuth error) take precedence over the range.
 */
export function documentErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const errorBody = {
    description: '`{ message, code, details?, hint? }`',
    content: { 'application/json': { schema: jsonSchemaOf(ErrorBodySchema, 'output') } },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      operation.responses['4XX'] ??= errorBody;
      operation.responses['5XX'] ??= errorBody;
    }
  }
  return document;
}
