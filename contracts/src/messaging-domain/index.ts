import '../zod-messages';
export * from './messaging-errors';
export * from './messaging-events';
export * from './messaging-http';
export * from './messaging-realtime';
export * from './project-chat-http';
