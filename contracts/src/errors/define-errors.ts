/**
 * A coded error a service may answer with: the code frontends test for, its HTTP status and the
 * user-facing message. Messages live here, next to their code, so the service and the browser show
 * the same words; a message with parameters is built by a function exported beside the codes.
 */
export interface ErrorCode<TCode extends string = string> {
  readonly code: TCode;
  readonly status: number;
  readonly message: string;
}

export type ErrorCodes<T extends Record<string, { status: number; message: string }>> = {
  readonly [K in keyof T & string]: ErrorCode<K>;
};

/** `defineErrors({ PROFILE_NOT_FOUND: { status: 404, message: '…' } })`: the code is the key. */
export function defineErrors<const T extends Record<string, { status: number; message: string }>>(
  codes: T,
): ErrorCodes<T> {
  return Object.fromEntries(
    Object.entries(codes).map(([code, { status, message }]) => [code, { code, status, message }]),
  ) as ErrorCodes<T>;
}

/** The codes one domain defines: `CodeOf<typeof ProfilesErrors>`. */
export type CodeOf<T extends Record<string, ErrorCode>> = T[keyof T]['code'];
