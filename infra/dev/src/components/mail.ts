import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { httpCheck } from '../health';
import type { ManagedProcess } from '../process/managed-process';
import type { Component, Endpoint, StackContext } from './component';
import { launch } from './process-launcher';

/** maildev: catches every mail the services send and shows it in a web inbox. */
export class MailComponent implements Component {
  readonly name = 'mail';
  private process: ManagedProcess | undefined;

  constructor(private readonly ctx: StackContext) {}

  async start(): Promise<void> {
    const { dataDir, ports } = this.ctx.options;
    const mailDir = path.join(dataDir, 'mail');
    mkdirSync(mailDir, { recursive: true });
    this.process = await launch(this.ctx, {
      name: this.name,
      command: process.execPath,
      args: [
        require.resolve('maildev/bin/maildev'),
        '--ip',
        '127.0.0.1',
        '--smtp',
        String(ports.smtp),
        '--web',
        String(ports.mailWeb),
        '--mail-directory',
        mailDir,
      ],
      check: httpCheck(`http://127.0.0.1:${ports.mailWeb}/healthz`),
      description: `mail catcher on ports ${ports.smtp}/${ports.mailWeb}`,
    });
  }

  async stop(): Promise<void> {
    await this.process?.stop();
  }

  endpoints(): Endpoint[] {
    const { ports } = this.ctx.options;
    return [
      { what: 'Mail inbox', where: `http://localhost:${ports.mailWeb}` },
      { what: 'SMTP (mail catcher)', where: `smtp://127.0.0.1:${ports.smtp}` },
    ];
  }
}
