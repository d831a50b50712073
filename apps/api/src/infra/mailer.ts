/** Mail through nodemailer: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let n = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      mkdirSync(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++n}.eml`;
      writeFileSync(join(opts.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
