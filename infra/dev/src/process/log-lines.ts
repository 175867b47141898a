import pc from 'picocolors';

/** Splits a stream of chunks into whole lines, keeping the unfinished tail for the next chunk. */
export class LineSplitter {
  private tail = '';

  push(chunk: string): string[] {
    const parts = (this.tail + chunk).split(/\r?\n/);
    this.tail = parts.pop() ?? '';
    return parts;
  }

  flush(): string[] {
    const rest = this.tail;
    this.tail = '';
    return rest ? [rest] : [];
  }
}

const PINO_LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const QUIET_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'service']);

/**
 * pino writes one JSON object per line; on a terminal "INFO message {extra}" reads better.
 * Lines that are not pino JSON pass through unchanged.
 */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null || !('msg' in record)) return line;
  const fields = record as Record<string, unknown>;
  const level =
    typeof fields.level === 'number'
      ? (PINO_LEVELS[fields.level] ?? String(fields.level))
      : String(fields.level ?? '');
  const extra = Object.fromEntries(Object.entries(fields).filter(([key]) => !QUIET_KEYS.has(key)));
  const extraText = Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : '';
  return `${colourLevel(level.toUpperCase())} ${String(fields.msg)}${extraText}`;
}

function colourLevel(level: string): string {
  if (level === 'ERROR' || level === 'FATAL') return pc.red(level);
  if (level === 'WARN') return pc.yellow(level);
  if (level === 'DEBUG' || level === 'TRACE') return pc.gray(level);
  return pc.green(level);
}

const PALETTE = [pc.cyan, pc.magenta, pc.blue, pc.yellow, pc.green, pc.red];

/** A fixed-width, coloured "name |" prefix; the colour follows the component's position. */
export function linePrefix(name: string, index: number, width: number): string {
  const colour = PALETTE[index % PALETTE.length];
  return colour(`${name.padEnd(width)} |`);
}
