import { createApi } from '@reduxjs/toolkit/query/react';
import { createAuthBaseQuery } from './auth-base-query';

/**
 * The one RTK Query API of the page. Remotes add their endpoints with
 * `api.injectEndpoints(...)`; paths are same-origin gateway paths (`/api/<service>/...`).
 */
export const api = createApi({
  reducerPath: 'api',
  // Looked up per request, so the page's (or a test's) current `fetch` is used.
  baseQuery: createAuthBaseQuery({ baseUrl: '', fetchFn: (input, init) => fetch(input, init) }),
  endpoints: () => ({}),
});
