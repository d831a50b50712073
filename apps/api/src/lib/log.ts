/**
 * Logs without secrets (issue 8): authorization headers, passwords, tokens and emails are
 * redacted from logged objects, and errors are logged through a serializer that drops the
 * parameters of failed queries (Drizzle writes them into the message), database `detail`s
 * (`Key (email)=(…)`), password hashes and full email addresses.
 */
import type { Socket } from 'node:net';
import { MSG } from '@cimenta/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.passwordHash',
  '*.refresh_token',
  '*.token',
  '*.actual',
  '*.new',
  '*.email',
];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
const ARGON = /\$argon2[a-z]*\$[^\s,'")]*/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** A log line's text without query parameters, hashes, tokens or full emails. */
export function scrubText(s: string): string {
  return s
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redactado]')
    .replace(ARGON, '[hash]')
    .replace(JWT, '[jwt]')
    .replace(EMAIL, '$1***@$2');
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino serializer for `err`: the type, code, scrubbed message and stack, and the cause, nothing else. */
export function serializeError(e: unknown, depth = 0): LoggedError {
  if (!(e instanceof Error)) return { type: typeof e, message: scrubText(String(e)), stack: '' };
  const code = (e as { code?: unknown }).code;
  return {
    type: e.name,
    message: scrubText(e.message),
    stack: scrubText(e.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** Fastify's own routing errors (bad URL encoding, over-long parameter) in the {errors} shape. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  return reply.code(status).send({ errors: status === 414 ? MSG.urlTooLong : MSG.badUrl });
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers over `maxHeaderSize`,
 * a malformed request line, a client too slow): a Spanish `{errors}` answer, then the socket closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.requestTimeout]
        : [400, 'Bad Request', MSG.badRequest];
  const body = JSON.stringify({ errors: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
