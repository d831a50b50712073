/**
 * Mail. Services hand a mail to the `Mailer`, which queues it (infra/jobs.ts, queue `mail`); the
 * queue's worker gives it to the `MailTransport`: SMTP when SMTP_URL is set, otherwise .eml files
 * in DATA_DIR/outbox.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Jobs, SendOptions } from './jobs';

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
/** What services use: resolves once the mail is stored in the queue (in `opts.tx` when given). */
export type Mailer = { send(mail: Mail, opts?: SendOptions): Promise<void> };
/** What the queue's worker uses: one delivery attempt; throws when it fails (the job is retried). */
export type MailTransport = { send(mail: Mail): Promise<void>; close(): void };

export function queuedMailer(jobs: Pick<Jobs, 'send'>): Mailer {
  return {
    async send(mail, opts) {
      await jobs.send('mail', mail, opts);
    },
  };
}

export function createMailTransport(opts: { smtpUrl?: string; outboxDir: string; from: string }): MailTransport {
  if (opts.smtpUrl) {
    // One connection a mail (no pool): a server that went away and came back is simply dialled again.
    // Short timeouts: a hung server fails the try (and the job is retried) well before the job's
    // 2-minute expiry would hand it to another instance.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
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
