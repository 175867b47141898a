import '../zod-messages';
export * from './community-errors';
export * from './community-events';
export * from './community-http';
export * from './community-model';
export * from './community-realtime';
