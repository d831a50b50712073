/**
 * Request bodies (issues 8 and 23, denial of service): a small body limit for plain JSON calls, a
 * large one only for the calls that carry images (`uploads` in the contract), and one linear scan
 * of the text before `JSON.parse` that refuses what no call accepts: nesting deeper than 20, an
 * array longer than its field allows, too many values in all. Parsing, the NUL check and the
 * schema then only ever see a few thousand values, whoever sends the body: a flat array of
 * 12,000,000 numbers used to hold the event loop for a minute before its "Como máximo 200".
 */
import { LIMIT_MSG, MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, RequestValidationError } from './errors';

/** Plain JSON calls: the largest legitimate body (a company contact message) is well under it. */
export const BODY_LIMIT_JSON = 64 * 1024;
/** Calls with images: three data URLs of up to 5 MB each, base64-inflated, plus the fields. */
export const BODY_LIMIT_UPLOADS = 25 * 1024 * 1024;
/** No call nests deeper than 4; 20 leaves room and stops recursion bombs. */
const MAX_JSON_DEPTH = 20;
/** Values (scalars, arrays, objects) in one body: the largest legitimate one, a company with every list full, has ~420. */
const MAX_JSON_VALUES = 5_000;
/** Elements of an array the schema does not bound (an unknown field); a known field uses its schema's `max`. */
export const MAX_JSON_ITEMS = 1_000;
/** Keys of one object: no call declares more than ~40 fields. */
const MAX_JSON_KEYS = 200;

export type JsonBounds = {
  maxDepth: number;
  maxValues: number;
  maxItems: number;
  maxKeys: number;
  /** `maxItems` of the arrays the body's schema declares, by their keys' path (`project.images`). */
  fieldItems?: ReadonlyMap<string, number>;
};
export type JsonBoundIssue = { path: PropertyKey[]; message: string };

export const DEFAULT_BOUNDS: JsonBounds = {
  maxDepth: MAX_JSON_DEPTH,
  maxValues: MAX_JSON_VALUES,
  maxItems: MAX_JSON_ITEMS,
  maxKeys: MAX_JSON_KEYS,
};

const OPEN_OBJ = 0x7b;
const OPEN_ARR = 0x5b;
const CLOSE_OBJ = 0x7d;
const CLOSE_ARR = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;

/** Index of the quote that closes the string opened at `open`, or the text's length. */
function stringEnd(text: string, open: number): number {
  let j = open;
  for (;;) {
    j = text.indexOf('"', j + 1);
    if (j < 0) return text.length;
    let slashes = 0;
    for (let k = j - 1; text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return j;
  }
}

type Frame = { array: boolean; count: number; limit: number; keyStart: number; keyEnd: number };

function keyText(text: string, f: Frame): string {
  const raw = text.slice(f.keyStart - 1, f.keyEnd + 1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}

function pathOf(text: string, stack: Frame[]): PropertyKey[] {
  return stack.map((f) => (f.array ? Math.max(0, f.count - 1) : keyText(text, f)));
}

/**
 * One pass over the text (strings skipped with `indexOf`, so a data URL costs a memchr): the
 * first bound the body breaks, with the path of the field, or null. It does not check that the
 * text is JSON (`JSON.parse` does, after) and stops at the first broken bound, so a hostile body
 * costs at most a few thousand steps past its last good value.
 */
export function jsonBoundIssue(text: string, b: JsonBounds = DEFAULT_BOUNDS): JsonBoundIssue | null {
  const stack: Frame[] = [];
  let values = 0;
  let expectKey = false;
  let expectValue = true;
  const valueStarts = (): JsonBoundIssue | null => {
    expectValue = false;
    if (++values > b.maxValues) return { path: pathOf(text, stack), message: MSG.bodyTooManyValues };
    const top = stack[stack.length - 1];
    if (top?.array && ++top.count > top.limit) return { path: pathOf(text, stack), message: LIMIT_MSG.tooMany(top.limit) };
    return null;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top && !top.array) {
        if (++top.count > b.maxKeys) return { path: pathOf(text, stack), message: MSG.bodyTooManyValues };
        top.keyStart = i + 1;
        top.keyEnd = end;
        expectKey = false;
      } else if (expectValue) {
        const issue = valueStarts();
        if (issue) return issue;
      }
      i = end;
    } else if (c === OPEN_OBJ || c === OPEN_ARR) {
      const issue = valueStarts();
      if (issue) return issue;
      if (stack.length >= b.maxDepth) return { path: pathOf(text, stack), message: MSG.bodyTooDeep };
      let limit = b.maxItems;
      if (c === OPEN_ARR && stack.length > 0 && b.fieldItems?.size && !stack.some((f) => f.array)) {
        limit = b.fieldItems.get(stack.map((f) => keyText(text, f)).join('.')) ?? limit;
      }
      stack.push({ array: c === OPEN_ARR, count: 0, limit, keyStart: 0, keyEnd: 0 });
      expectKey = c === OPEN_OBJ;
      expectValue = c === OPEN_ARR;
    } else if (c === CLOSE_OBJ || c === CLOSE_ARR) {
      stack.pop();
      expectKey = false;
      expectValue = false;
    } else if (c === COLON) {
      expectValue = true;
    } else if (c === COMMA) {
      const top = stack[stack.length - 1];
      expectKey = !!top && !top.array;
      expectValue = !!top?.array;
    } else if (expectValue) {
      // A number, true, false or null: its first character.
      const issue = valueStarts();
      if (issue) return issue;
    }
  }
  return null;
}

const boundsBySchema = new WeakMap<object, JsonBounds>();

/** The bounds of a route's body: the defaults, with each declared array field's own `max`. */
function boundsFor(schema: unknown): JsonBounds {
  if (!(schema instanceof z.ZodType)) return DEFAULT_BOUNDS;
  const kept = boundsBySchema.get(schema);
  if (kept) return kept;
  const fieldItems = new Map<string, number>();
  type Node = { properties?: Record<string, Node>; maxItems?: number };
  const collect = (node: Node | undefined, prefix: string) => {
    for (const [k, p] of Object.entries(node?.properties ?? {})) {
      if (typeof p?.maxItems === 'number' && p.maxItems < MAX_JSON_ITEMS) fieldItems.set(prefix + k, p.maxItems);
      if (p?.properties) collect(p, `${prefix}${k}.`);
    }
  };
  try {
    collect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node, '');
  } catch {
    // A schema JSON Schema cannot express keeps the defaults.
  }
  const bounds = { ...DEFAULT_BOUNDS, fieldItems };
  boundsBySchema.set(schema, bounds);
  return bounds;
}

/** Replaces Fastify's JSON parser with the same one (prototype-poisoning checks included) behind the bounds scan. */
export function registerJsonGuard(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const issue = jsonBoundIssue(body as string, boundsFor(req.routeOptions.schema?.body));
    if (issue) {
      if (issue.message === MSG.bodyTooDeep || issue.path.length === 0) return done(new HttpError(400, issue.message), undefined);
      return done(new RequestValidationError([issue], 'body'), undefined);
    }
    return parse(req, body as string, done);
  });
}
