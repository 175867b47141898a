import path from 'node:path';
import { httpCheck } from '../health';
import type { ManagedProcess } from '../process/managed-process';
import { buildServiceEnv, serviceReadyUrl } from '../service-env';
import type { Component, Endpoint, StackContext } from './component';
import { launch } from './process-launcher';

/** The NestJS services, started together and each awaited on /api/<name>/health/ready. */
export class ServicesComponent implements Component {
  readonly name = 'services';
  private processes: ManagedProcess[] = [];

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { options } = this.ctx;
    const results = await Promise.allSettled(
      options.services.map((service) =>
        launch(this.ctx, {
          name: service,
          command: process.execPath,
          args: [path.join(options.repoRoot, 'services', service, 'dist', 'main.js')],
          env: buildServiceEnv(service, { ports: options.ports, logLevel: options.logLevel }),
          requiredFile: {
            path: path.join(options.repoRoot, 'services', service, 'dist', 'main.js'),
            hint: 'run `npm run build` first',
          },
          check: httpCheck(serviceReadyUrl(service, options.ports)),
          description: `${service} service on port ${options.ports.services[service]}`,
        }),
      ),
    );
    this.processes = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    if (failures.length) {
      await this.stop();
      throw new Error(
        failures
          .map((failure) => String(failure instanceof Error ? failure.message : failure))
          .join('\n'),
      );
    }
  }

  async stop(): Promise<void> {
    const processes = this.processes;
    this.processes = [];
    await Promise.all(processes.map((process) => process.stop()));
  }

  endpoints(): Endpoint[] {
    const { options } = this.ctx;
    return options.services.map((service) => ({
      what: `service ${service}`,
      where: `http://127.0.0.1:${options.ports.services[service]}/api/${service}/docs`,
    }));
  }
}
