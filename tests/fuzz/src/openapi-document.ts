/** The parts of a service's OpenAPI 3.1 document the fuzz pass reads. */
export type JsonSchema = Record<string, unknown>;

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
}

export interface Operation extends OperationObject {
  method: string;
  path: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

/** `METHOD /path`, how problems name an operation. */
export function describeOperation(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/**
 * The documented answer for a status: the exact status first, then its range (`4XX`), then
 * `default`; undefined when the document does not mention it.
 */
export function documentedResponse(
  operation: OperationObject,
  status: number,
): ResponseObject | undefined {
  const { responses } = operation;
  return (
    responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
  );
}
