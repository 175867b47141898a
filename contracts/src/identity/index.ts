import '../zod-messages';
export * from './email-check';
export * from './identity-accounts';
export * from './identity-errors';
export * from './identity-events';
export * from './identity-http';
export * from './identity-idp';
