import {
  firstIssueMessage,
  PasswordResetMessages,
  type PasswordResetResponse,
} from '@filmcollab/contracts/identity';
import { errorMessage, isNetworkError } from '@filmcollab/web-kit';
import { useState } from 'react';
import type * as z from 'zod/mini';

/** An RTK Query mutation trigger of one password-reset step. */
type SendStep<TRequest> = (
  request: TRequest,
) => PromiseLike<{ data: PasswordResetResponse } | { error: unknown }>;

/**
 * One step of the password reset: validates the values with the step's contract schema, sends
 * them, and keeps the message to show — the first rule broken, the server's, `failedMessage`
 * when the server gave none, or 'Server error.' when the request never arrived.
 */
export function usePasswordResetCall<TSchema extends z.ZodMiniType>(
  schema: TSchema,
  send: SendStep<z.output<TSchema>>,
  failedMessage: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const call = async (
    values: unknown,
  ): Promise<{ request: z.output<TSchema>; response: PasswordResetResponse } | null> => {
    setError(null);
    const request = schema.safeParse(values);
    if (!request.success) {
      setError(firstIssueMessage(request.error));
      return null;
    }
    setSubmitting(true);
    const result = await send(request.data);
    setSubmitting(false);
    if ('error' in result) {
      setError(
        isNetworkError(result.error)
          ? PasswordResetMessages.networkFailed
          : errorMessage(result.error, failedMessage),
      );
      return null;
    }
    return { request: request.data, response: result.data };
  };

  return { call, error, submitting };
}
