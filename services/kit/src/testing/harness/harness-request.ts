import type { TestUser } from './test-user';

export interface HarnessRequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A bearer token… */
  token?: string;
  /** …or the user whose token to send. */
  as?: Pick<TestUser, 'token'>;
  headers?: Record<string, string>;
}

/** Bodies are asserted field by field in the tests, so they stay loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface HarnessResponse {
  status: number;
  /** The parsed JSON (the text when it is not JSON; undefined when empty). */
  body: JsonBody;
  headers: Headers;
}
