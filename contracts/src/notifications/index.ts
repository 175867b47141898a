import '../zod-messages';
export * from './notifications-http';
export * from './notifications-model';
