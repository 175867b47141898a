export {
  AuthClient,
  type AuthState,
  type AuthStatus,
  type KeycloakLike,
  type LoginOptions,
} from './auth/auth-client';
export type { AuthConfig } from './auth/auth-config';
export type { AuthUser } from './auth/auth-user';
export { AuthProvider } from './auth/AuthProvider';
export { useAuth, type UseAuth } from './auth/use-auth';
export { TokenStorage, type StoredTokens } from './auth/token-storage';
export { rememberReturnPath, takeReturnPath } from './auth/return-path';
export { api, UNUSED_DATA_KEPT_SECONDS } from './api/api';
// Remotes take RTK's names from here: RTK is not a shared module, so only what web-kit uses ships.
export { skipToken } from '@reduxjs/toolkit/query';
export { myProfileApi, useMyProfileQuery } from './api/my-profile-api';
export { MAX_RETRIES, retryDelayMs, shouldRetry } from './api/retry-rule';
export type { ApiAuth, ApiExtra } from './api/api-extra';
export {
  createAuthBaseQuery,
  type AuthBaseQuery,
  type AuthBaseQueryOptions,
} from './api/auth-base-query';
export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export {
  createAppStore,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store/create-app-store';
export {
  errorBodyIn,
  errorBodyOf,
  errorMessage,
  hasErrorCode,
  isNetworkError,
  isNotFound,
  type CodedApiError,
} from './api/api-errors';
export type {
  ComponentModule,
  ExtensionPoint,
  LoadComponent,
  LoadPropsComponent,
  PropsExtensionPoint,
  PropsExtensionPoints,
  RemoteExtensions,
  RemoteRoute,
  RemoteRoutes,
  RouteAccess,
} from './remotes/remote-routes';
export {
  ExtensionRegistryContext,
  extensionRegistry,
  useExtensionRegistry,
  type ExtensionRegistry,
  type PropsExtension,
  type RegistryRemote,
} from './remotes/extension-registry';
export { PropsExtensionSlot, type PropsExtensionSlotProps } from './remotes/PropsExtensionSlot';
export {
  uploadWithProgress,
  UploadFailedError,
  type UploadTarget,
} from './upload/upload-with-progress';
