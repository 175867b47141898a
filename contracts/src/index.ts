export * from './messaging/define-event';
export * from './messaging/define-query';
export * from './http/error-body';
export * from './http/health';
export * from './identity/identity-http';
export * from './identity/identity-events';
export * from './identity/identity-idp';
