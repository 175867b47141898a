import '../zod-messages';
export * from './connections-http';
export * from './feedback-http';
export * from './photo-http';
export * from './profiles-errors';
export * from './profiles-events';
export * from './profiles-http';
export * from './profiles-queries';
export * from './ratings-http';
