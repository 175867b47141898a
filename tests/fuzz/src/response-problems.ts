import type { DocumentValidator } from './document-validator';
import { documentedResponse, type OperationObject } from './openapi-document';
import type { RequestCase } from './request-case';

export interface ReceivedResponse {
  status: number;
  contentType: string | null;
  text: string;
}

/**
 * What is wrong with an answer: a 5xx, an invalid request accepted, a status the document does
 * not list, or a body that is not the documented one (which makes every error the envelope, or
 * RFC 6749's shape where an OAuth endpoint documents it).
 */
export function responseProblems(
  operation: OperationObject,
  request: RequestCase,
  response: ReceivedResponse,
  validator: DocumentValidator,
): string[] {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  if (request.invalidBecause && response.status < 400) {
    problems.push(`accepted an invalid request (${request.invalidBecause})`);
  }
  const documented = documentedResponse(operation, response.status);
  if (!documented) {
    problems.push(`answered ${response.status}, which the document does not list`);
    return problems;
  }
  const contents = documented.content ?? {};
  if (!Object.keys(contents).length) return problems;
  const mediaType = response.contentType?.split(';')[0].trim() ?? '';
  const content = contents[mediaType];
  if (!content) {
    problems.push(
      `answered ${response.status} as ${mediaType || 'nothing'}, documented ${Object.keys(contents).join(' or ')}`,
    );
    return problems;
  }
  if (!content.schema || mediaType !== 'application/json') return problems;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    problems.push(`answered ${response.status} with a body that is not JSON`);
    return problems;
  }
  const mismatches = validator.responseProblems(content.schema, body);
  if (mismatches.length) {
    problems.push(
      `answered ${response.status} with ${response.text.slice(0, 200)}: ${mismatches.join('; ')}`,
    );
  }
  return problems;
}
