import { isDeepStrictEqual } from 'node:util';
import { ErrorBodySchema, OAuthErrorSchema } from '@filmcollab/contracts';
import { z } from 'zod';
import { describeOperation, type JsonSchema, type Operation } from './openapi-document';

const schemaOf = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  return json;
};
const ENVELOPE = schemaOf(ErrorBodySchema);
const OAUTH_ERROR = schemaOf(OAuthErrorSchema);

/** OAuth endpoints (under /realms) may answer RFC 6749's shape; everything else the envelope. */
function allowedErrorShapes(path: string): JsonSchema[] {
  if (!path.startsWith('/realms/')) return [ENVELOPE];
  return [ENVELOPE, OAUTH_ERROR, { anyOf: [OAUTH_ERROR, ENVELOPE] }];
}

/** The documented error answers that are neither the envelope nor (under /realms) OAuth's. */
export function errorShapeProblems(operation: Operation): string[] {
  const allowed = allowedErrorShapes(operation.path);
  return Object.entries(operation.responses)
    .filter(([status]) => /^[45]/.test(status))
    .flatMap(([status, response]) => {
      const schemas = Object.values(response.content ?? {}).map((content) => content.schema);
      const ok =
        schemas.length > 0 &&
        schemas.every((schema) => allowed.some((shape) => isDeepStrictEqual(schema, shape)));
      return ok ? [] : [`${describeOperation(operation)} documents ${status} outside the envelope`];
    });
}
