import type { Writable } from 'node:stream';
import pc from 'picocolors';
import {
  parseStackOptions,
  type ComponentName,
  type StackOptions,
  type StackOptionsInput,
} from './config';
import type { Component, Endpoint, StackContext } from './components/component';
import { GatewayComponent } from './components/gateway';
import { MailComponent } from './components/mail';
import { MongoComponent } from './components/mongo';
import { NatsComponent } from './components/nats';
import { S3Component } from './components/s3';
import { ServicesComponent } from './components/services';
import { findBusyPorts } from './health';
import { linePrefix } from './process/log-lines';
import { formatEndpointTable } from './summary-table';

export interface StartStackInput extends StackOptionsInput {
  /** Where log lines go; the terminal by default. */
  output?: Writable;
  /** Called when a process of the running stack ends by itself. */
  onUnexpectedExit?: (name: string) => void;
  /** Aborting it interrupts the start: what was started is stopped and startStack rejects. */
  signal?: AbortSignal;
}

export interface RunningStack {
  options: StackOptions;
  endpoints: Endpoint[];
  /** The "what runs where" table. */
  summary(): string;
  /** Stops every component in reverse start order. Safe to call twice. */
  stop(): Promise<void>;
}

const FACTORIES: Record<ComponentName, (ctx: StackContext) => Component> = {
  nats: (ctx) => new NatsComponent(ctx),
  mongo: (ctx) => new MongoComponent(ctx),
  s3: (ctx) => new S3Component(ctx),
  mail: (ctx) => new MailComponent(ctx),
  services: (ctx) => new ServicesComponent(ctx),
  gateway: (ctx) => new GatewayComponent(ctx),
};

/** The ports the chosen components will listen on. */
export function portsInUse(options: StackOptions): number[] {
  const { ports } = options;
  const byComponent: Record<ComponentName, number[]> = {
    nats: [ports.nats, ports.natsMonitor],
    mongo: [ports.mongo],
    s3: [ports.s3],
    mail: [ports.smtp, ports.mailWeb],
    services: options.services.map((service) => ports.services[service]),
    gateway: [ports.gateway],
  };
  return options.components.flatMap((component) => byComponent[component]);
}

/**
 * Starts the chosen components in order (NATS, MongoDB, S3, mail, services, gateway), each
 * awaited healthy before the next. If one fails, the ones already started are stopped.
 */
export async function startStack(input: StartStackInput): Promise<RunningStack> {
  const { output = process.stdout, onUnexpectedExit, signal, ...rest } = input;
  const options = parseStackOptions(rest);
  const busy = await findBusyPorts(portsInUse(options));
  if (busy.length) {
    throw new Error(
      `ports already in use: ${busy.join(', ')} — is another FilmCollab stack (or something else) running?`,
    );
  }
  const names: string[] = [...options.components, ...options.services];
  const width = Math.max(...names.map((name) => name.length));
  const ctx: StackContext = {
    options,
    output,
    prefix: (name) => linePrefix(name, names.indexOf(name), width),
    interrupted: () => signal?.aborted ?? false,
    onUnexpectedExit: (name) => {
      if (onUnexpectedExit) onUnexpectedExit(name);
      else output.write(pc.yellow(`! ${name} stopped unexpectedly; the rest keeps running\n`));
    },
  };
  const started: Component[] = [];
  const stopAll = async () => {
    while (started.length) {
      const component = started.pop()!;
      try {
        await component.stop();
      } catch (error) {
        output.write(`${ctx.prefix(component.name)} stop failed: ${(error as Error).message}\n`);
      }
    }
  };
  for (const name of options.components) {
    const component = FACTORIES[name](ctx);
    try {
      if (signal?.aborted) throw new Error('start interrupted');
      await component.start();
    } catch (error) {
      await stopAll();
      throw error;
    }
    started.push(component);
  }
  // The gateway first: it is what people open.
  const endpoints = [...started].reverse().flatMap((component) => component.endpoints());
  let stopping: Promise<void> | undefined;
  return {
    options,
    endpoints,
    summary: () => formatEndpointTable(endpoints, options.dataDir),
    stop: () => (stopping ??= stopAll()),
  };
}
