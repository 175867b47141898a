// `@filmcollab/web-kit/testing`: helpers for the frontends' jest tests (never in a bundle).
export * from './src/testing/test-auth-client';
export * from './src/testing/fake-api';
export * from './src/testing/profile-builders';
export * from './src/testing/fake-realtime';
export * from './src/testing/render-like-shell';
