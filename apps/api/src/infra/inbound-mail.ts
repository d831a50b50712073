/**
 * The SMTP receiver of relayed replies (issue 20), on when INBOUND_SMTP_PORT is set: the MX of
 * INBOUND_DOMAIN (or a relay in front of it) delivers here. Only live conversation addresses
 * are accepted at RCPT (550 for anything else, so it is no open relay and no mailbox); a message
 * is parsed (mailparser) and handed over before the server answers 250, so an accepted reply is
 * stored. Messages over 1 MB are refused.
 */
import type { FastifyBaseLogger } from 'fastify';

const MAX_BYTES = 1024 * 1024;

export type InboundHandlers = {
  known(address: string): Promise<boolean>;
  deliver(address: string, from: string, text: string): Promise<string>;
};

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startInboundMail(opts: { host: string; port: number; handlers: InboundHandlers; log: FastifyBaseLogger }) {
  // Loaded here, not with the app: mailparser alone takes ~0.2–0.5 s to load, and most processes
  // (every test file) never receive mail.
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import('mailparser'), import('smtp-server')]);
  const server = new SMTPServer({
    // Mail arrives from other mail servers, which do not log in; STARTTLS needs a certificate (a relay in front can add it).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    banner: 'Cimenta',
    onRcptTo(address, _session, callback) {
      opts.handlers.known(address.address).then(
        (ok) => callback(ok ? undefined : smtpError(550, 'Buzón desconocido')),
        () => callback(smtpError(451, 'Inténtalo más tarde')),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw smtpError(552, 'Mensaje demasiado grande');
          const from = mail.from?.value[0]?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
          for (const rcpt of session.envelope.rcptTo) {
            const outcome = await opts.handlers.deliver(rcpt.address, from, mail.text ?? '');
            opts.log.info({ outcome }, 'respuesta por correo recibida');
          }
          callback();
        })
        .catch((err: Error & { responseCode?: number }) => {
          if (!err.responseCode) opts.log.warn({ err }, 'respuesta por correo no procesada');
          callback(err.responseCode ? err : smtpError(451, 'Inténtalo más tarde'));
        });
    },
  });
  server.on('error', (err) => opts.log.warn({ err }, 'receptor SMTP'));
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
