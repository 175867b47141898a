import type { ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (payload) {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
  }
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.statusCode = status;
  res.end(payload);
}
