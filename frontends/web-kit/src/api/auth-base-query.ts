import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiAuth, ApiExtra } from './api-extra';

export interface AuthBaseQueryOptions {
  baseUrl: string;
  fetchFn?: typeof fetch;
}

export type AuthBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Attaches the bearer token; on 401 refreshes the token once and retries once.
 * Concurrent requests that fail together share one refresh; a request whose token was
 * already replaced while it was in flight retries without refreshing again.
 */
export function createAuthBaseQuery({ baseUrl, fetchFn }: AuthBaseQueryOptions): AuthBaseQuery {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (auth: ApiAuth): Promise<boolean> => {
    refreshing ??= auth
      .refresh()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const raw = fetchBaseQuery({
    baseUrl,
    fetchFn,
    prepareHeaders: (headers, { extra }) => {
      const token = (extra as ApiExtra).auth.getToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const { auth } = api.extra as ApiExtra;
    const usedToken = auth.getToken();
    const result = await raw(args, api, extraOptions);
    if (result.error?.status !== 401 || !usedToken) return result;

    const renewed = auth.getToken() !== usedToken || (await refreshOnce(auth));
    if (!renewed) return result;
    return raw(args, api, extraOptions);
  };
}
