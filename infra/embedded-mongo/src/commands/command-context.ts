import type { Doc } from '../bson/doc-utils';
import type { CursorRegistry } from '../cursors/cursor-registry';
import type { DatabaseEngine } from '../storage/database-engine';

export interface ConnectionInfo {
  id: number;
}

export interface CommandContext {
  engine: DatabaseEngine;
  cursors: CursorRegistry;
  startedAt: number;
}

export interface CommandRequest {
  name: string;
  body: Doc;
  db: string;
  connection: ConnectionInfo;
}

export type CommandHandler = (request: CommandRequest) => Doc | Promise<Doc>;
