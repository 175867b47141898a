import path from 'node:path';
import { tcpCheck } from '../health';
import type { ManagedProcess } from '../process/managed-process';
import { buildGatewayEnv, gatewayOrigin } from '../service-env';
import type { Component, Endpoint, StackContext } from './component';
import { launch } from './process-launcher';

/** gateway/dev: routes of gateway/kong.yml onto 127.0.0.1, and the built frontends. */
export class GatewayComponent implements Component {
  readonly name = 'gateway';
  private process: ManagedProcess | undefined;

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { options } = this.ctx;
    const main = path.join(options.repoRoot, 'gateway', 'dev', 'dist', 'main.js');
    this.process = await launch(this.ctx, {
      name: this.name,
      command: process.execPath,
      args: [main],
      env: buildGatewayEnv({ ports: options.ports, logLevel: options.logLevel }),
      requiredFile: { path: main, hint: 'run `npm run build` first' },
      check: tcpCheck('127.0.0.1', options.ports.gateway),
      description: `dev gateway on port ${options.ports.gateway}`,
    });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  endpoints(): Endpoint[] {
    return [{ what: 'FilmCollab (gateway)', where: gatewayOrigin(this.ctx.options.ports) }];
  }
}
