import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type HealthCheck = () => Promise<boolean>;

/** Healthy when something accepts a TCP connection on host:port. */
export function tcpCheck(host: string, port: number, timeoutMs = 1000): HealthCheck {
  return () =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
}

/** Healthy when the URL answers with a 2xx status. */
export function httpCheck(url: string, timeoutMs = 2000): HealthCheck {
  return async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };
}

export interface WaitOptions {
  /** What is awaited, for the error message. */
  description: string;
  timeoutMs: number;
  intervalMs?: number;
  /** A reason to give up at once (for instance: the process exited), or undefined. */
  failFast?: () => string | undefined;
}

export class HealthTimeoutError extends Error {}

/** Polls `check` until it passes; rejects on timeout or as soon as `failFast` gives a reason. */
export async function waitUntilHealthy(check: HealthCheck, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const intervalMs = options.intervalMs ?? 250;
  for (;;) {
    const reason = options.failFast?.();
    if (reason) throw new Error(`${options.description}: ${reason}`);
    if (await check()) return;
    const lateReason = options.failFast?.();
    if (lateReason) throw new Error(`${options.description}: ${lateReason}`);
    if (Date.now() >= deadline) {
      throw new HealthTimeoutError(
        `${options.description}: not healthy after ${Math.round(options.timeoutMs / 1000)} s`,
      );
    }
    await sleep(intervalMs);
  }
}

/** Ports on 127.0.0.1 that already accept connections. */
export async function findBusyPorts(ports: number[]): Promise<number[]> {
  const results = await Promise.all(ports.map((port) => tcpCheck('127.0.0.1', port, 500)()));
  return ports.filter((_, index) => results[index]);
}
