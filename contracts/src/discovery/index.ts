import '../zod-messages';
export * from './discovery-http';
export * from './discovery-model';
export * from './discovery-texts';
