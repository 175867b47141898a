import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Answers on a raw socket (a refused WebSocket upgrade) and closes it. */
export function writeRawResponse(
  socket: Duplex,
  status: number,
  body: unknown,
  headers: Record<string, string | string[] | undefined> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
  }
  if (payload) lines.push('Content-Type: application/json; charset=utf-8');
  lines.push(`Content-Length: ${Buffer.byteLength(payload)}`, 'Connection: close');
  socket.end(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}
