import type { Writable } from 'node:stream';
import type { StackOptions } from '../config';

export interface Endpoint {
  what: string;
  where: string;
}

/** One part of the stack: started in order, stopped in reverse order. */
export interface Component {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  endpoints(): Endpoint[];
}

export interface StackContext {
  options: StackOptions;
  output: Writable;
  /** Coloured log prefix for a process name. */
  prefix(name: string): string;
  /** True once the start was interrupted (Ctrl-C): waiting for health stops at once. */
  interrupted(): boolean;
  /** Told when a started process ends without being asked to. */
  onUnexpectedExit(name: string): void;
}
