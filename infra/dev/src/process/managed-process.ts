import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import { LineSplitter, formatLogLine } from './log-lines';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** The coloured prefix of its log lines. */
  prefix: string;
  output: Writable;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * One child process of the stack. It runs in its own process group, so Ctrl-C in the
 * terminal reaches only the runner (which stops everything in order), and stopping it
 * signals the whole group: nothing the child started outlives it.
 */
export class ManagedProcess {
  private child: ChildProcess | undefined;
  private exitInfo: ExitInfo | undefined;
  private readonly exitListeners: Array<(info: ExitInfo) => void> = [];
  private stopping = false;

  constructor(private readonly spec: ProcessSpec) {}

  get name(): string {
    return this.spec.name;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get exited(): ExitInfo | undefined {
    return this.exitInfo;
  }

  /** Called when the process ends without being asked to. */
  onUnexpectedExit(listener: (info: ExitInfo) => void): void {
    this.exitListeners.push(listener);
  }

  start(): void {
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: this.spec.cwd,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    this.pipe(child.stdout);
    this.pipe(child.stderr);
    child.once('error', (error) => {
      this.write(`failed to start: ${error.message}`);
      this.recordExit({ code: null, signal: null });
    });
    child.once('exit', (code, signal) => this.recordExit({ code, signal }));
  }

  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves once it has exited. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || this.exitInfo || child.pid === undefined) return;
    const exited = once(child, 'exit');
    this.signalGroup(child.pid, 'SIGTERM');
    const graceTimer = new AbortController();
    const finished = await Promise.race([
      exited.then(() => true),
      sleep(graceMs, false, { signal: graceTimer.signal }).catch(() => true),
    ]);
    graceTimer.abort();
    if (!finished) {
      this.write(`did not stop within ${graceMs} ms, killing it`);
      this.signalGroup(child.pid, 'SIGKILL');
      await exited;
    }
    // Grandchildren that ignored SIGTERM must not survive their parent.
    this.signalGroup(child.pid, 'SIGKILL');
  }

  private signalGroup(pid: number, signal: NodeJS.Signals): void {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  private recordExit(info: ExitInfo): void {
    if (this.exitInfo) return;
    this.exitInfo = info;
    if (!this.stopping) {
      this.write(`exited (${info.signal ?? `code ${info.code}`})`);
      for (const listener of this.exitListeners) listener(info);
    }
  }

  private pipe(stream: NodeJS.ReadableStream | null): void {
    if (!stream) return;
    const splitter = new LineSplitter();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      for (const line of splitter.push(chunk)) this.write(formatLogLine(line));
    });
    stream.on('end', () => {
      for (const line of splitter.flush()) this.write(formatLogLine(line));
    });
  }

  private write(line: string): void {
    this.spec.output.write(`${this.spec.prefix} ${line}\n`);
  }
}
