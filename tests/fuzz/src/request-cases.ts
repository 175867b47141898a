import { generateSync } from 'json-schema-faker';
import type { DocumentValidator } from './document-validator';
import type { JsonSchema, Operation, ParameterObject } from './openapi-document';
import type { RequestCase } from './request-case';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Values a client may send by mistake or on purpose: blanks, NUL, wrong types, oversized texts. */
const BAD_JSON_VALUES: unknown[] = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  7,
  -1.5,
  true,
  null,
  {},
  [],
  'x'.repeat(10_000),
];
const BAD_TEXTS = ['', '   ', '\u0000', 'a b', 'x'.repeat(10_000)];
const BAD_PARAMETERS = [' ', '\u0000', 'a b', '%', 'x'.repeat(300)];

/**
 * Builds an operation's requests: one the document allows (generated from its schemas) and
 * variants of it — each body property, path and query parameter replaced by a bad value, the
 * whole body of the wrong shape, malformed, missing or in another media type. The document (its
 * schemas, checked with the validator) decides which variants are invalid.
 */
export class RequestCases {
  private seed: number;

  constructor(
    private readonly validator: DocumentValidator,
    seed: number,
  ) {
    this.seed = seed;
  }

  for(operation: Operation): RequestCase[] {
    const path = this.valuesOf(operation, 'path');
    const query = this.valuesOf(operation, 'query');
    const bodyType = Object.keys(operation.requestBody?.content ?? {})[0];
    const bodySchema = bodyType ? operation.requestBody?.content[bodyType]?.schema : undefined;
    const body = bodySchema ? this.generate(bodySchema) : undefined;
    const request = (label: string, changes: Partial<Parts> = {}): RequestCase =>
      this.build(operation, label, { path, query, bodyType, body, ...changes });

    const cases = [request('as documented')];
    for (const parameter of this.parameters(operation, 'path')) {
      for (const bad of BAD_PARAMETERS) {
        cases.push(
          request(`path ${parameter.name}=${preview(bad)}`, {
            path: { ...path, [parameter.name]: bad },
          }),
        );
      }
    }
    for (const parameter of this.parameters(operation, 'query')) {
      for (const bad of [...BAD_PARAMETERS, '']) {
        cases.push(
          request(`query ${parameter.name}=${preview(bad)}`, {
            query: { ...query, [parameter.name]: bad },
          }),
        );
      }
    }
    if (!bodyType) return cases;

    const values = bodyType === FORM_TYPE ? BAD_TEXTS : BAD_JSON_VALUES;
    const properties = Object.keys((bodySchema?.properties as JsonSchema | undefined) ?? {});
    const base = isRecord(body) ? body : {};
    for (const property of properties) {
      for (const bad of values) {
        cases.push(
          request(`body ${property}=${preview(bad)}`, { body: { ...base, [property]: bad } }),
        );
      }
      const { [property]: _omitted, ...withoutIt } = base;
      cases.push(request(`body without ${property}`, { body: withoutIt }));
    }
    cases.push(request('body with an unknown property', { body: { ...base, fuzzUnknown: 'x' } }));
    cases.push(request('no body', { bodyType: undefined, body: undefined }));
    if (bodyType === JSON_TYPE) {
      for (const whole of [[], 'text', 42, null]) {
        cases.push(request(`body ${preview(whole)}`, { body: whole }));
      }
      cases.push({ ...request('malformed JSON'), body: '{"', invalidBecause: 'malformed JSON' });
    }
    for (const otherType of [JSON_TYPE, FORM_TYPE, 'text/plain']) {
      if (otherType !== bodyType) {
        cases.push(request(`body as ${otherType}`, { bodyType: otherType }));
      }
    }
    return cases;
  }

  private build(operation: Operation, label: string, parts: Parts): RequestCase {
    const reasons: string[] = [];
    let url = operation.path;
    for (const parameter of this.parameters(operation, 'path')) {
      const value = parts.path[parameter.name];
      reasons.push(...this.validator.parameterProblems(parameter, value));
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    }
    const search = new URLSearchParams();
    for (const parameter of this.parameters(operation, 'query')) {
      const value = parts.query[parameter.name];
      reasons.push(...this.validator.parameterProblems(parameter, value));
      if (value !== undefined) search.set(parameter.name, String(value));
    }
    if (search.size) url += `?${search.toString()}`;

    const requestCase: RequestCase = { label, url };
    if (parts.bodyType === undefined) {
      if (operation.requestBody?.required) reasons.push('the body is required');
    } else {
      const encoded = encode(parts.bodyType, parts.body);
      requestCase.contentType = parts.bodyType;
      requestCase.body = encoded.text;
      reasons.push(...this.validator.bodyProblems(operation, parts.bodyType, encoded.asReceived));
    }
    if (reasons.length) requestCase.invalidBecause = reasons.join('; ');
    return requestCase;
  }

  private parameters(operation: Operation, location: 'path' | 'query'): ParameterObject[] {
    return (operation.parameters ?? []).filter((parameter) => parameter.in === location);
  }

  private valuesOf(operation: Operation, location: 'path' | 'query'): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const parameter of this.parameters(operation, location)) {
      if (location === 'query' && !parameter.required) continue;
      values[parameter.name] = this.generate(parameter.schema ?? { type: 'string' });
    }
    return values;
  }

  private generate(schema: JsonSchema): unknown {
    this.seed += 1;
    return generateSync(schema, { seed: this.seed, optionalsProbability: 0.7, maxLength: 40 });
  }
}

interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  bodyType: string | undefined;
  body: unknown;
}

/** The body as sent and as the service receives it (a form's values are texts). */
function encode(type: string, body: unknown): { text: string; asReceived: unknown } {
  if (type === FORM_TYPE) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
      if (value !== undefined)
        form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return { text: form.toString(), asReceived: Object.fromEntries(form) };
  }
  return { text: JSON.stringify(body) ?? '', asReceived: body };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 20)}…(${text.length})` : text;
}
