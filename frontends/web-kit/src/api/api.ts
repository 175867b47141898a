import { createApi, retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createAuthBaseQuery } from './auth-base-query';
import { shouldRetry, waitBeforeRetry } from './retry-rule';

/** Spec 01 §9: data no screen uses any more is dropped after 5 minutes. */
export const UNUSED_DATA_KEPT_SECONDS = 300;

/**
 * The one RTK Query API of the page. Remotes add their endpoints with
 * `api.injectEndpoints(...)`; paths are same-origin gateway paths (`/api/<service>/...`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(
    // Looked up per request, so the page's (or a test's) current `fetch` is used.
    createAuthBaseQuery({ baseUrl: '', fetchFn: (input, init) => fetch(input, init) }),
    {
      // The enhancer types the error as unknown; the auth base query fails with these only.
      retryCondition: (error, _args, { attempt, baseQueryApi }) =>
        shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi.type),
      backoff: waitBeforeRetry,
    },
  ),
  keepUnusedDataFor: UNUSED_DATA_KEPT_SECONDS,
  tagTypes: ['MyProfile'],
  endpoints: () => ({}),
});
