import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig, type BaseConfig } from '@filmcollab/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config/notifications-config.schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail over SMTP (nodemailer, pooled connection). */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@InjectConfig() config: BaseConfig & NotificationsConfig) {
    this.from = config.MAIL_FROM;
    this.transport = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      pool: true,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
    });
  }

  /** Resolves once the SMTP server accepted the message; rejects otherwise (the event is then redelivered). */
  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
