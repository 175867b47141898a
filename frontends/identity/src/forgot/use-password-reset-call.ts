import {
  firstIssueMessage,
  PasswordResetMessages,
  type PasswordResetResponse,
} from '@filmcollab/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { postJson } from '../api/post-json';

/**
 * One step of the password reset: validates the values with the step's contract schema, posts
 * them, and keeps the message to show — the first rule broken, the server's, `failedMessage`
 * when the server gave none, or 'Server error.' when the request never arrived.
 */
export function usePasswordResetCall<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
  failedMessage: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const call = async (
    values: unknown,
  ): Promise<{ request: z.infer<TSchema>; response: PasswordResetResponse } | null> => {
    setError(null);
    const request = schema.safeParse(values);
    if (!request.success) {
      setError(firstIssueMessage(request.error));
      return null;
    }
    setSubmitting(true);
    const result = await postJson<PasswordResetResponse>(path, request.data);
    setSubmitting(false);
    if (!result.ok) {
      setError(
        result.networkError
          ? PasswordResetMessages.networkFailed
          : (result.message ?? failedMessage),
      );
      return null;
    }
    return { request: request.data, response: result.body };
  };

  return { call, error, submitting };
}
