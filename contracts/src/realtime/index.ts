import '../zod-messages';
export * from './realtime-delivery';
export * from './realtime-protocol';
export * from './realtime-rooms';
