/**
 * Request bodies (issue 8, denial of service): a small body limit for plain JSON calls, a large one
 * only for the calls that carry images (`uploads` in the contract), and a nesting-depth scan before
 * `JSON.parse`, which takes seconds of blocked event loop on a few megabytes of `[`.
 */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Plain JSON calls: the largest legitimate body (a company contact message) is well under it. */
export const BODY_LIMIT_JSON = 64 * 1024;
/** Calls with images: three data URLs of up to 5 MB each, base64-inflated, plus the fields. */
export const BODY_LIMIT_UPLOADS = 25 * 1024 * 1024;
/** No call nests deeper than 4; 20 leaves room and stops recursion bombs. */
export const MAX_JSON_DEPTH = 20;

const OPEN_OBJ = 0x7b;
const OPEN_ARR = 0x5b;
const CLOSE_OBJ = 0x7d;
const CLOSE_ARR = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether `text` nests objects/arrays deeper than `max`; one linear pass, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string (a data URL is most of an upload's bytes).
      i++;
      while (i < text.length) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i += 2;
        else if (d === QUOTE) break;
        else i++;
      }
    } else if (c === OPEN_OBJ || c === OPEN_ARR) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJ || c === CLOSE_ARR) {
      depth--;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same one (prototype-poisoning checks included) behind the depth scan. */
export function registerJsonGuard(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(new HttpError(400, MSG.bodyTooDeep), undefined);
    return parse(req, body as string, done);
  });
}
