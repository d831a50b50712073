/**
 * Contract-driven fuzz (issue 8): for every call of the shared contract, fast-check builds
 * params, query and bodies from the call's own zod schemas (through their JSON Schema), then
 * mutates them with hostile values (tsquery operators, quotes, backslashes, emoji, NUL, huge
 * numbers, wrong types, deep objects, arrays at and past every length limit, wide objects). Sent in-process with `app.inject`, with and without a
 * session. No answer may be a 5xx; every 4xx is in the §8 shape.
 *
 * FUZZ_RUNS and FUZZ_SEED change the size and the seed (a failure prints its seed). It runs on one
 * database: PostgreSQL when TEST_DATABASE_URL is set, else PGlite (vitest.config.ts): the input
 * handling under test is the same code on both, and PGlite is PostgreSQL compiled to WebAssembly.
 */
import { contract, type Endpoint, splitCallKey } from '@cimenta/shared';
import { companyFilterSchema } from '@cimenta/shared/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from './helper';

// Issue 8's floor: 20,000 generated requests (50,000 until 2026-11-27: 466 s of one of the suite's
// two workers under load, the API suite's longest file by three times).
const TOTAL = Number(process.env.FUZZ_RUNS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Requests in flight at once (argon2 and sharp work off the event loop). */
const CONCURRENCY = 8;
/**
 * Share of the runs per call (default 1). The calls that cost most per request get fewer, so the
 * whole run stays near a minute on a loaded 2-core machine: a login verifies an argon2 hash.
 */
const WEIGHTS: Record<string, number> = { 'GET /companies': 0.6, 'POST /auth/login': 0.6 };

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

// ── Hostile values ─────────────────────────────────────────────────────────
const HOSTILE_STRINGS = [
  '',
  ' ',
  "'",
  '"',
  '\\',
  '\\\\\'"',
  "' OR '1'='1",
  "'; DROP TABLE companies; --",
  'a & b | !c',
  'reformas <-> madrid',
  ':*',
  'a:* & !',
  '!!!',
  '&|!():*<->',
  '(((',
  ')',
  "o'donnell:*",
  '[name:',
  '[name:%]',
  '[name:x][city:y]',
  '[]',
  '%',
  '_',
  '%_%',
  '\u0000',
  'a\u0000b',
  '😀🏗️👷‍♀️',
  '\u202e\u200b\ufeff',
  'ñÑáéíóúü',
  '\ud83d',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile literal, not a template
  '${jndi:ldap://x}',
  '../../etc/passwd',
  'data:image/png;base64,@@@',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:,',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(40),
  '0x1F',
  'true',
  'null',
  '{}',
  '[]',
  '{"id":1}',
  'x'.repeat(300),
  'y'.repeat(6000),
  '   lucia@example.es   ',
  'LUCIA@EXAMPLE.ES',
  'a@b',
  '@',
  'Cimenta2026',
];
const HUGE_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308, Number.MIN_VALUE];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 30)), { maxLength: 5 }).map((a) => a.join(' ')) },
);
const deep = (depth: number, leaf: Json): Json => {
  let v: Json = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { id: v };
  return v;
};
/** Issue 23: arrays at and past every limit (a field's max, the 1,000 of unknown fields, the 5,000 values of a body), and wide objects. */
const ARRAY_LENGTHS = [4, 5, 7, 50, 51, 60, 61, 100, 101, 200, 201, 999, 1000, 1001, 4999, 5001, 20_000];
const flatArray = fc
  .tuple(fc.constantFrom(...ARRAY_LENGTHS), fc.constantFrom<Json>(1, 'a', null, 0.5))
  .map(([n, x]) => Array<Json>(n).fill(x));
const wideObject = fc
  .tuple(fc.constantFrom(10, 199, 200, 201, 2000), fc.constantFrom<Json>(1, 'x', [1]))
  .map(([n, x]) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, x])) as Json);
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 1, arbitrary: flatArray },
  { weight: 1, arbitrary: wideObject },
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], { id: null }, { id: '1' }, [1, 'a', {}]) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 2, max: 30 }), fc.constantFrom<Json>(1, 'a', null)).map(([d, l]) => deep(d, l)) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 2 ** 31 }), { maxLength: 300 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);

// ── Values built from a JSON Schema ──────────────────────────────────────────
type Pools = { uuids: string[]; images: string[] };

function intBetween(min: number, max: number): fc.Arbitrary<number> {
  // Mostly small ids (the reference data lives there) and the bounds themselves.
  const lo = Math.max(min, -(2 ** 53));
  const hi = Math.min(max, 2 ** 53);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.min(hi, 60), Math.max(lo, 0)) }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    { weight: 1, arbitrary: fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }) },
  );
}

function fromSchema(s: JsonSchema, pools: Pools, key = ''): fc.Arbitrary<Json> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => fromSchema(a, pools, key)));
  if (s.allOf?.length) return fromSchema(s.allOf[0] as JsonSchema, pools, key);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = fromSchema(v, pools, k);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Json>;
    }
    case 'array': {
      const item = s.items ? fromSchema(s.items, pools, key) : fc.constant<Json>(1);
      const few = fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 8, 8) });
      // Sometimes exactly one past the field's max, or far past it (issue 23: bounds before any walk).
      const over = fc
        .tuple(item, fc.constantFrom((s.maxItems ?? 8) + 1, (s.maxItems ?? 8) * 10 + 7, 30_000))
        .map(([x, n]) => Array<Json>(n).fill(x));
      return fc.oneof({ weight: 12, arbitrary: few }, { weight: 1, arbitrary: over });
    }
    case 'integer':
    case 'number': {
      const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -(2 ** 31));
      return intBetween(min, s.maximum ?? 2 ** 31 - 1);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringFor(s, pools, key);
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

function stringFor(s: JsonSchema, pools: Pools, key: string): fc.Arbitrary<Json> {
  if (s.format === 'uuid' || key === 'id') return fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid());
  if (key === 'content') return fc.oneof(fc.constantFrom(...pools.images), hostileString);
  if (key === 'filter') return filterString;
  if (s.format === 'email' || /email|username/.test(key))
    return fc.oneof(
      fc.tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.constantFrom('example.es', 'cimenta.es', 'x.io')).map(([l, d]) => `${l}@${d}`),
      fc.emailAddress(),
    );
  if (/password|actual|new/.test(key))
    return fc.oneof(fc.constantFrom('Cimenta2026', 'Otra2026x', 'corta', 'sinnumerosNI'), fc.string({ maxLength: 30 }));
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // fall through
    }
  }
  const max = Math.min(s.maxLength ?? 200, 200);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.constantFrom('Madrid', 'Reformas', 'reformas integrales', 'Castellón de la Plana', 'A Coruña') },
  );
}

const filterObject = fromSchema(z.toJSONSchema(companyFilterSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, {
  uuids: [],
  images: [],
});
const filterString: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.array(filterObject, { minLength: 1, maxLength: 2 }).map((a) => JSON.stringify(a)) },
  { weight: 1, arbitrary: filterObject.map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify([v])) },
  { weight: 1, arbitrary: hostileString },
);

/** Replaces nodes of a value by hostile ones (each node with probability ~1/6), adds stray keys. */
function mutate(v: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const walk = (x: Json, rnd: () => number, pick: () => Json): Json => {
    if (rnd() < 0.16) return pick();
    if (Array.isArray(x)) return x.map((e) => walk(e, rnd, pick));
    if (x && typeof x === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, e] of Object.entries(x)) if (rnd() > 0.05) out[k] = walk(e, rnd, pick);
      // Own keys named like Object.prototype's members (JSON.parse makes them own keys too).
      if (rnd() < 0.1)
        Object.defineProperty(out, ['__proto__', 'constructor', 'toString', 'hasOwnProperty'][Math.floor(rnd() * 4)] as string, {
          value: pick(),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return out;
    }
    return x;
  };
  return fc.tuple(v, fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), fc.infiniteStream(hostileValue)).map(([x, rs, hs]) => {
    const r = rs[Symbol.iterator]();
    const h = hs[Symbol.iterator]();
    return walk(
      x,
      () => r.next().value as number,
      () => h.next().value as Json,
    );
  });
}

/** Valid-looking (deep code paths), mutated (validation), or entirely hostile. */
function inputFor(schema: z.ZodType | undefined, pools: Pools): fc.Arbitrary<Json | undefined> {
  if (!schema) return fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue });
  const base = fromSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, pools);
  return fc.oneof({ weight: 3, arbitrary: base }, { weight: 4, arbitrary: mutate(base) }, { weight: 1, arbitrary: hostileValue });
}

function queryString(q: Json | undefined): string {
  if (q === undefined || q === null) return '';
  if (typeof q !== 'object' || Array.isArray(q)) return `?${enc(q)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    // Arrays become repeated keys (a wrong type for every parameter); objects their JSON.
    const values = Array.isArray(v) ? v.slice(0, 5) : [v];
    for (const x of values) parts.push(`${enc(k)}=${enc(typeof x === 'object' && x !== null ? JSON.stringify(x) : x)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
/**
 * encodeURIComponent refuses lone surrogates: those are sent as raw %-escapes of their bytes. A
 * generated object may own a `toString` that is not a function (`String` then throws): its JSON.
 */
function enc(v: Json): string {
  let s: string;
  try {
    s = String(v);
  } catch {
    s = JSON.stringify(v);
  }
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

function pathFor(path: string, params: Json | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params && typeof params === 'object' && !Array.isArray(params) ? params[name] : params;
    const s = v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    // Raw %, over-long ids and slashes are fair game: the router must answer them in §8 too.
    return s.length > 0 && Math.abs(s.length % 7) === 3 ? s.replaceAll('/', '%2F') : enc(s);
  });
}

// ── The §8 shapes ────────────────────────────────────────────────────────────
function bodyProblem(status: number, raw: string): string | null {
  let b: unknown;
  try {
    b = JSON.parse(raw);
  } catch {
    return 'not JSON';
  }
  if (!b || typeof b !== 'object' || Array.isArray(b)) return 'not an object';
  const keys = Object.keys(b);
  if (
    status === 401 &&
    keys.length === 2 &&
    (b as { code?: unknown }).code === 401 &&
    typeof (b as { message?: unknown }).message === 'string'
  )
    return null;
  if (keys.length !== 1 || keys[0] !== 'errors') return `keys ${keys.join(',')}`;
  const errors = (b as { errors: unknown }).errors;
  if (typeof errors === 'string') return errors ? null : 'empty errors';
  if (!Array.isArray(errors) || errors.length === 0) return 'errors neither a string nor a list';
  for (const e of errors) {
    if (!e || typeof e !== 'object' || Object.keys(e).sort().join() !== 'field,message') return 'entry not {field, message}';
    const { field, message } = e as { field: unknown; message: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !field || !message) return 'empty field or message';
  }
  return null;
}

// ── The run ──────────────────────────────────────────────────────────────────
let t: TestApp;
let pools: Pools;
let sessions: Record<string, string>[];
beforeAll(async () => {
  t = await createTestApp({ demo: 12 });
  const owner = await registerUser(t.app);
  const other = await registerUser(t.app);
  const company = companyPayload();
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: owner.headers, payload: company });
  if (created.statusCode !== 200) throw new Error(created.body);
  const projectId = crypto.randomUUID();
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: owner.headers,
    payload: { id: projectId, project: { title: 'Reforma de cocina', year: 2024 } },
  });
  if (project.statusCode !== 200) throw new Error(project.body);
  const demo = (await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=3' })).json() as { items: { id: string }[] };
  pools = {
    uuids: [company.id, projectId, owner.id, ...demo.items.map((c) => c.id), '00000000-0000-0000-0000-000000000000'],
    images: [await pngDataUrl(8, 8), 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'data:text/html;base64,PHNjcmlwdD4='],
  };
  const [h, p, s] = owner.token.split('.');
  sessions = [
    {},
    owner.headers,
    other.headers,
    { authorization: 'Bearer ' },
    { authorization: `Bearer ${h}.${p}.${s?.slice(0, -2)}xx` },
    { authorization: `Bearer ${h}.e30.${s}` },
    { authorization: 'Basic YTpi' },
  ];
}, 60_000);
afterAll(() => t?.close());

describe('contract-driven fuzz', () => {
  it(`sends ≥ ${TOTAL.toLocaleString('en')} generated requests to every call: no 5xx, every 4xx in the §8 shape (seed ${SEED})`, async () => {
    const calls = Object.entries(contract) as [string, Endpoint][];
    const weight = (k: string) => WEIGHTS[k] ?? 1;
    const totalWeight = calls.reduce((sum, [k]) => sum + weight(k), 0);
    const failures = new Map<string, string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let authed = 0;
    const started = Date.now();
    const timings: string[] = [];
    for (const [i, [key, e]] of calls.entries()) {
      const callStarted = Date.now();
      const { method, path } = splitCallKey(key);
      const request = fc.record({
        params: inputFor(e.params, pools),
        query: inputFor(e.query, pools),
        body: inputFor(e.body, pools),
        session: fc.oneof(
          { weight: 3, arbitrary: fc.constant(1) },
          { weight: 1, arbitrary: fc.constant(2) },
          { weight: 3, arbitrary: fc.nat(sessions.length - 1) },
        ),
        contentType: fc.oneof(
          { weight: 12, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1') },
        ),
      });
      const samples = fc.sample(request, { numRuns: Math.ceil((TOTAL * weight(key)) / totalWeight), seed: SEED + i });
      for (let j = 0; j < samples.length; j += CONCURRENCY) {
        await Promise.all(
          samples.slice(j, j + CONCURRENCY).map(async (r) => {
            const headers: Record<string, string> = { ...sessions[r.session] };
            if (headers.authorization === sessions[1]?.authorization) authed++;
            const hasBody = r.body !== undefined && method !== 'GET';
            if (hasBody) headers['content-type'] = r.contentType;
            const url = `/api/v1${pathFor(path, r.params)}${queryString(r.query)}`;
            const res = await t.app.inject({ method, url, headers, payload: hasBody ? JSON.stringify(r.body) : undefined });
            sent++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const problem =
              res.statusCode >= 500 ? `${res.statusCode}` : res.statusCode >= 400 ? bodyProblem(res.statusCode, res.body) : null;
            if (problem) {
              const sig = `${key} ${res.statusCode} ${problem}`;
              if (!failures.has(sig))
                failures.set(
                  sig,
                  `${method} ${url.slice(0, 300)} ${hasBody ? JSON.stringify(r.body).slice(0, 600) : ''} → ${res.body.slice(0, 300)}`,
                );
            }
          }),
        );
      }
      timings.push(`${key} ${Date.now() - callStarted} ms`);
    }
    if (process.env.FUZZ_TIMINGS) console.log(timings.join('\n'));
    await t.drain();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(Math.min(TOTAL, 50_000));
    expect(authed).toBeGreaterThan(sent / 5);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(sent / 50);
    expect(Object.fromEntries(failures)).toEqual({});
  }, 900_000);
});
