import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema, OperationObject, ParameterObject } from './openapi-document';

/** Checks values against a document's schemas (JSON Schema 2020-12, the dialect of OpenAPI 3.1). */
export class DocumentValidator {
  private readonly values = withFormats(new Ajv2020({ strict: false, allErrors: false }));
  // Path and query values arrive as texts; the service coerces documented numbers and booleans.
  private readonly parameters = withFormats(
    new Ajv2020({ strict: false, allErrors: false, coerceTypes: true }),
  );

  /** Why the document refuses this value of a body (none when it allows it). */
  bodyProblems(operation: OperationObject, mediaType: string, body: unknown): string[] {
    const content = operation.requestBody?.content ?? {};
    const documented = content[mediaType];
    if (!documented) return [`${mediaType} is not a documented body`];
    return documented.schema ? this.problems(this.values, documented.schema, body, 'body') : [];
  }

  parameterProblems(parameter: ParameterObject, value: unknown): string[] {
    if (value === undefined) return parameter.required ? [`${parameter.name} is required`] : [];
    if (!parameter.schema) return [];
    // Coercion changes the value in place, so it gets a box of its own.
    const box = { value };
    const schema = { type: 'object', properties: { value: parameter.schema } };
    return this.problems(this.parameters, schema, box, parameter.name);
  }

  /** Why a response body does not match its documented schema (none when it does). */
  responseProblems(schema: JsonSchema, body: unknown): string[] {
    return this.problems(this.values, schema, body, 'response');
  }

  private problems(ajv: Ajv2020, schema: JsonSchema, value: unknown, name: string): string[] {
    const validate = ajv.compile(schema);
    return validate(value) ? [] : [ajv.errorsText(validate.errors, { dataVar: name })];
  }
}

function withFormats(ajv: Ajv2020): Ajv2020 {
  addFormats(ajv);
  return ajv;
}
