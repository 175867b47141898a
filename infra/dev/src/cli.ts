#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pc from 'picocolors';
import { z } from 'zod';
import {
  COMPONENT_NAMES,
  optionsFromEnv,
  SERVICE_NAMES,
  stackPortsSchema,
  type ServiceName,
} from './config';
import { httpCheck } from './health';
import { buildServiceEnv } from './service-env';
import { startStack, type RunningStack } from './stack';

const USAGE = `usage: filmcollab-dev <command>
  start [--only nats,mongo,s3,mail,services,gateway] [--services identity,…]
                                                       run the stack in the foreground (Ctrl-C stops it)
  seed [args…]                                         load every service's demo data into the running stack
  running                                              exit 0 when a stack answers on the gateway port
  with-stack -- <command> [args…]                      run a command against the running stack, or
                                                       against a temporary one started for it`;

const onlySchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.enum(COMPONENT_NAMES)).nonempty());
const servicesSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.enum(SERVICE_NAMES as [ServiceName, ...ServiceName[]])).nonempty());

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return start(rest);
    case 'seed':
      return seed(rest);
    case 'running':
      return (await isStackRunning()) ? 0 : 1;
    case 'with-stack':
      return withStack(rest[0] === '--' ? rest.slice(1) : rest);
    default:
      process.stderr.write(`${USAGE}\n`);
      return command === undefined || command === '--help' ? 0 : 2;
  }
}

async function start(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { only: { type: 'string' }, services: { type: 'string' } },
  });
  const components = values.only === undefined ? undefined : onlySchema.parse(values.only);
  const services =
    values.services === undefined ? undefined : servicesSchema.parse(values.services);
  const envOptions = optionsFromEnv(process.env);
  let stack: RunningStack | undefined;
  let stopRequested = false;
  const interrupt = new AbortController();
  const stopSignal = new Promise<NodeJS.Signals>((resolve) => {
    const handler = (signal: NodeJS.Signals) => {
      if (stopRequested) {
        process.stdout.write(pc.yellow('still stopping, please wait…\n'));
        return;
      }
      stopRequested = true;
      interrupt.abort();
      resolve(signal);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
  });
  process.stdout.write(pc.bold(`Starting FilmCollab (data in ${envOptions.dataDir})\n`));
  try {
    stack = await startStack({ ...envOptions, components, services, signal: interrupt.signal });
  } catch (error) {
    if (interrupt.signal.aborted) {
      process.stdout.write('interrupted during start; everything started was stopped.\n');
      return 130;
    }
    process.stderr.write(pc.red(`\n✖ ${(error as Error).message}\n`));
    return 1;
  }
  if (interrupt.signal.aborted) {
    await stack.stop();
    return 130;
  }
  process.stdout.write(
    `\n${pc.bold('FilmCollab is running')}\n${stack.summary()}\n${pc.dim('Ctrl-C stops everything.')}\n\n`,
  );
  const signal = await stopSignal;
  process.stdout.write(pc.bold(`\n${signal}: stopping…\n`));
  await stack.stop();
  process.stdout.write(pc.bold('stopped.\n'));
  return 0;
}

/**
 * Runs every service's seed script (`services/<name>/dist/seed.js`, where one exists) in registry
 * order, so identity's demo accounts exist before the services that build on them; each with the
 * configuration the stack gives that service. Stops at the first that fails.
 */
async function seed(args: string[]): Promise<number> {
  const { repoRoot } = optionsFromEnv(process.env);
  const ports = stackPortsSchema.parse({});
  for (const name of SERVICE_NAMES) {
    const script = path.join(repoRoot, 'services', name, 'dist', 'seed.js');
    if (!existsSync(script)) continue;
    process.stdout.write(pc.bold(`seed ${name}\n`));
    const env = buildServiceEnv(name, { ports, logLevel: 'info' });
    const code = await run(process.execPath, [script, ...args], env, repoRoot);
    if (code !== 0) return code;
  }
  return 0;
}

async function isStackRunning(): Promise<boolean> {
  const ports = stackPortsSchema.parse({});
  return httpCheck(`http://127.0.0.1:${ports.gateway}/api/identity/health/live`)();
}

async function withStack(command: string[]): Promise<number> {
  if (command.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (await isStackRunning()) {
    process.stdout.write('Using the running FilmCollab stack.\n');
    return run(command[0], command.slice(1), {}, process.cwd());
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'filmcollab-stack-'));
  const logFile = path.join(dataDir, 'stack.log');
  const log = createWriteStream(logFile);
  process.stdout.write(`Starting a temporary FilmCollab stack (logs: ${logFile})…\n`);
  let stack: RunningStack | undefined;
  let code = 1;
  try {
    stack = await startStack({ ...optionsFromEnv(process.env), dataDir, output: log });
    code = await run(command[0], command.slice(1), {}, process.cwd());
  } catch (error) {
    process.stderr.write(pc.red(`✖ ${(error as Error).message} (see ${logFile})\n`));
  } finally {
    await stack?.stop();
    log.end();
    await once(log, 'close');
    if (code === 0) rmSync(dataDir, { recursive: true, force: true });
  }
  return code;
}

async function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(pc.red(`✖ ${error instanceof Error ? error.message : String(error)}\n`));
    process.exit(1);
  },
);
