import '../zod-messages';
export * from './workspace-errors';
export * from './workspace-events';
export * from './workspace-http';
export * from './workspace-model';
export * from './workspace-realtime';
