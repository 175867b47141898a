import { ErrorBodySchema } from '@filmcollab/contracts';

export type PostResult<T> =
  { ok: true; body: T } | { ok: false; message: string | null; networkError: boolean };

/**
 * POSTs JSON to a public identity endpoint (sign-up, password reset). A refused request answers
 * the server's message (`null` when the body carried none), a failed connection `networkError`.
 */
export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: null, networkError: true };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: json as T };
  const error = ErrorBodySchema.safeParse(json);
  return { ok: false, message: error.success ? error.data.message : null, networkError: false };
}
