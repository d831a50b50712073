/**
 * No request may produce a 500: every route of the OpenAPI document gets
 * malformed ids, bodies, queries and headers, with and without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './helper';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ demo: 10 });
  auth = (await registerUser(t.app)).headers;
});
afterAll(() => t.close());

const BIG = '9'.repeat(30);
const BODIES: unknown[] = [
  {},
  [],
  'texto',
  null,
  {
    id: 'x',
    name: 12,
    type: BIG,
    cities: 'all',
    activities: [BIG],
    area: { min: 'a', max: -1 },
    images: [{ type: 'Logo', content: 'data:,' }],
  },
  {
    id: crypto.randomUUID(),
    name: 'X'.repeat(10_000),
    type: { id: 2147483648 },
    employees: 1.5,
    address: { province: -1, city: BIG, zipcode: '2801' },
  },
  { email: ['a'], password: { $ne: '' }, refresh_token: 7, token: 'a'.repeat(199), actual: '', new: null },
  { title: '', year: 'antes', province: BIG, images: [{ content: 'data:image/png;base64,@@@' }] },
];
const QUERIES = [
  '',
  `?page=0&perPage=-1`,
  `?page=${BIG}&perPage=${BIG}`,
  '?search=%5Bname%3A%25%5D&filter=%5B%7B%22type%22%3A2147483648%7D%5D',
  '?filter=%5B%7B%22area%22%3A%7B%22min%22%3A1e30%7D%2C%22city%22%3A%2299999999999%22%7D%5D&order=%27',
  '?search=%00%27%22%5C&main=maybe&parent=abc&province=-4&companyType=1.5',
  `?filter=${encodeURIComponent(JSON.stringify([{ employees: Array(200).fill(1) }]))}`,
];

describe('robustness', () => {
  it('answers every route with < 500 for malformed input', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const failures: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-uuid', BIG]) {
          const url = `/api${path.replace('{id}', id)}`;
          for (const headers of [{}, auth, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }]) {
            const inputs =
              method === 'get' || method === 'delete'
                ? QUERIES.map((q) => ({ q, body: undefined }))
                : BODIES.map((body) => ({ q: '', body }));
            for (const { q, body } of inputs) {
              sent++;
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url: url + q,
                headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
                payload: body === undefined ? undefined : JSON.stringify(body),
              });
              if (res.statusCode >= 500)
                failures.push(`${method.toUpperCase()} ${url}${q} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
              else if (res.statusCode >= 400) {
                const b = res.json();
                if (!('errors' in b) && !(res.statusCode === 401 && 'message' in b)) failures.push(`${method} ${url}: body ${res.body}`);
              }
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('messages a person reads', () => {
  it('answers over-long and malformed input in human Spanish, not zod texts', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/companies?search=${'a'.repeat(2000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ errors: [{ field: 'Búsqueda', message: 'Los parámetros de búsqueda no son válidos' }] });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(noBody.statusCode).toBe(400);
    expect(JSON.stringify(noBody.json())).not.toMatch(/Entrada inválida|Demasiado grande|se esperaba|expected/i);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'N'.repeat(200), lastname: 'Pérez', email: 'largo@example.es', password: 'Cimenta2026' },
    });
    expect(tooLong.json()).toEqual({ errors: [{ field: 'Nombre', message: 'Máximo 100 caracteres' }] });
  });
});
