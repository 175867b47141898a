import '../zod-messages';
export * from './contest-errors';
export * from './contest-http';
export * from './contest-model';
