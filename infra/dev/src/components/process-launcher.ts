import { existsSync } from 'node:fs';
import { ManagedProcess } from '../process/managed-process';
import { waitUntilHealthy, type HealthCheck } from '../health';
import type { StackContext } from './component';

export interface LaunchSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A file the command needs (a build output), checked first for a clear message. */
  requiredFile?: { path: string; hint: string };
  check: HealthCheck;
  description: string;
}

/** Starts a child process and resolves once its health check passes; stops it on failure. */
export async function launch(ctx: StackContext, spec: LaunchSpec): Promise<ManagedProcess> {
  if (spec.requiredFile && !existsSync(spec.requiredFile.path)) {
    throw new Error(
      `${spec.name}: ${spec.requiredFile.path} is missing — ${spec.requiredFile.hint}`,
    );
  }
  const process = new ManagedProcess({
    name: spec.name,
    command: spec.command,
    args: spec.args,
    cwd: ctx.options.repoRoot,
    env: spec.env ?? {},
    prefix: ctx.prefix(spec.name),
    output: ctx.output,
  });
  process.start();
  try {
    await waitUntilHealthy(spec.check, {
      description: spec.description,
      timeoutMs: ctx.options.healthTimeoutMs,
      failFast: () => {
        if (ctx.interrupted()) return 'start interrupted';
        const exit = process.exited;
        return exit ? `exited during start (${exit.signal ?? `code ${exit.code}`})` : undefined;
      },
    });
  } catch (error) {
    await process.stop();
    throw error;
  }
  process.onUnexpectedExit(() => ctx.onUnexpectedExit(spec.name));
  return process;
}
