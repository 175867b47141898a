import type { IncomingHttpHeaders } from 'node:http';
import type { HeaderWriter } from '../plugins/gateway-plugin';

/** Plugin view of a plain header object (a WebSocket handshake answer), keys in lower case. */
export class RecordHeaderWriter implements HeaderWriter {
  constructor(private readonly headers: IncomingHttpHeaders) {}

  get(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  set(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  append(name: string, value: string): void {
    const current = this.get(name);
    this.set(name, current ? `${current}, ${value}` : value);
  }

  remove(name: string): void {
    delete this.headers[name.toLowerCase()];
  }
}
