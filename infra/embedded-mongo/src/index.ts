export { startEmbeddedMongo } from './start-embedded-mongo';
export type { EmbeddedMongo } from './start-embedded-mongo';
export type { ServerOptions } from './config/server-options';
