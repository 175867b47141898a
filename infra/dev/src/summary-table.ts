import type { Endpoint } from './components/component';

/** A plain two-column table of what runs where. */
export function formatEndpointTable(endpoints: Endpoint[], dataDir: string): string {
  const rows = [...endpoints, { what: 'data directory', where: dataDir }];
  const width = Math.max(...rows.map((row) => row.what.length));
  const line = '─'.repeat(width + 2 + Math.max(...rows.map((row) => row.where.length)));
  return [line, ...rows.map((row) => `${row.what.padEnd(width)}  ${row.where}`), line].join('\n');
}
