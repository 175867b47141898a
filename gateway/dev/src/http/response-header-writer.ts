import type { ServerResponse } from 'node:http';
import type { HeaderWriter } from '../plugins/gateway-plugin';

/** Plugin view of a ServerResponse's headers, used right before they are sent. */
export class ResponseHeaderWriter implements HeaderWriter {
  constructor(private readonly res: ServerResponse) {}

  get(name: string): string | undefined {
    const value = this.res.getHeader(name);
    if (value === undefined) return undefined;
    return Array.isArray(value) ? value.join(', ') : String(value);
  }

  set(name: string, value: string): void {
    this.res.setHeader(name, value);
  }

  append(name: string, value: string): void {
    const current = this.get(name);
    this.res.setHeader(name, current ? `${current}, ${value}` : value);
  }

  remove(name: string): void {
    this.res.removeHeader(name);
  }
}
