/**
 * Server rendering from route loaders (issue 21), through the real app and the built web app:
 * every public route's loaders fill what its render asks for (one pass, nothing left loading),
 * honest status codes (503 when the API a loader reads fails, 500 when the render throws), and a
 * page cache that cannot be turned against the server (canonical keys, one render for concurrent
 * misses, renders limited per address).
 */
import { Writable } from 'node:stream';
import { MSG, PUBLIC_TEXTS } from '@cimenta/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { TEST_FAULT_HEADER } from '../src/web/ssr';
import { builtWeb, createTestApp, type TestApp } from './helper';

const logs: string[] = [];
/** API paths that answer 503, as if the API (or its database) had failed. */
const failing = new Set<string>();
let t: TestApp;

beforeAll(() => void builtWeb(), 300_000);
beforeAll(async () => {
  t = await createTestApp({
    demo: 20,
    logStream: new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    }),
    configure: (c) => {
      c.testFaults = true;
      c.pageRenderLimit = { max: 1000, windowMs: 60_000 };
    },
    extend: (app) =>
      app.addHook('onRequest', async (req, reply) => {
        if (failing.has(req.url.split('?')[0] ?? '')) return reply.code(503).send({ errors: MSG.unavailable });
      }),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const stats = () => ({ ...(t.app.webPages?.stats ?? { renders: -1, hits: -1 }) });
const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36' };
const logged = () =>
  logs.map(
    (l) => JSON.parse(l) as { msg: string; level: number; reqId?: string; url?: string; queries?: string[]; err?: { message: string } },
  );

async function someCompany() {
  return (await get('/api/v1/companies?perPage=1')).json().items[0] as { id: string; name: string };
}

describe('rendered from loaders, in one pass', () => {
  it('every public route answers with the data its page shows: no query is left for the browser', async () => {
    const c = await someCompany();
    const landing = ((await get('/api/v1/landing?limit=1')).json().items[0] as { path: string }).path;
    const urls = [
      '/',
      '/companies',
      '/companies?provincia=Madrid&texto=reformas&pagina=2',
      // A type and one main activity: the filter summary names them (and the activity's subs).
      '/companies?tipo=1&actividad=1&provincia=Madrid',
      `/company/${c.id}`,
      landing,
      '/know-me',
      '/comenzar',
      '/accesibilidad',
      '/no-such-page',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).toContain('id="ssr-data"');
    }
    expect(await get(`/company/${c.id}`).then((r) => r.body)).toContain(c.name);
    expect(
      logged()
        .filter((l) => l.msg.startsWith('page rendered without data'))
        .map((l) => [l.url, l.queries]),
    ).toEqual([]);
  }, 120_000); // a first render of every public route, one after the other: 5 s alone, 31 s beside Playwright in npm test

  it('the first card’s picture, the largest element of a results page, loads at once with high priority; the others lazily', async () => {
    const res = await get('/companies');
    const pictures = [...res.body.matchAll(/<img [^>]*sizes="[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(pictures.length).toBeGreaterThan(1);
    // HTML attribute names are case-insensitive (React writes `fetchPriority`).
    expect(pictures[0]).toMatch(/ fetchpriority="high"/i);
    expect(pictures[0]).not.toContain('loading=');
    for (const img of pictures.slice(1)) expect(img).toContain('loading="lazy"');
  });

  it('the browser gets the router state of the loaders that ran (it runs none again)', async () => {
    // A page hydrated whole (the home, /companies, a company and the landing pages are islands: no router).
    const res = await get('/precios');
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '');
    expect(payload.router.loaderData).toEqual({ root: null, prices: null });
  });
});

describe('honest status codes', () => {
  it('a loader whose API call fails answers 503 with a plain page, and nothing is kept', async () => {
    const c = await someCompany();
    const api = `/api/v1/companies/${c.id}`;
    failing.add(api);
    try {
      // On a phone: a page not rendered yet (kept pages are per phone or desktop).
      const res = await get(`/company/${c.id}?utm_source=a`, phone);
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toContain(MSG.unavailable);
      expect(res.body).not.toContain('<script');
    } finally {
      failing.delete(api);
    }
    const again = await get(`/company/${c.id}`, phone);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(c.name);
  });

  it('a render that throws answers 500 with the error page and one log line with the request id', async () => {
    const res = await get('/accesibilidad', { [TEST_FAULT_HEADER]: 'render', 'x-request-id': 'render-fault-1' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain(PUBLIC_TEXTS.routeError.title);
    expect(res.body).not.toContain('<div id="root"></div>');
    const lines = logged().filter((l) => l.msg === 'server rendering failed' && l.reqId === 'render-fault-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.err?.message).toContain('test fault');
    // The fault is a test server's only: the same page renders without the header.
    expect((await get('/accesibilidad')).statusCode).toBe(200);
  });
});

describe('the page cache', () => {
  it('unknown query parameters (utm, fbclid, junk) serve the canonical page from the cache', async () => {
    const first = await get('/companies?texto=reformas&provincia=Madrid');
    expect(first.statusCode).toBe(200);
    const before = stats();
    const junk = await get('/companies?utm_source=news&provincia=Madrid&fbclid=XYZ&texto=reformas&zz=1');
    expect(junk.statusCode).toBe(200);
    expect(junk.headers.etag).toBe(first.headers.etag);
    expect(stats().renders).toBe(before.renders);
    expect(stats().hits).toBe(before.hits + 1);
  });

  it('twenty concurrent requests of one page render it once, also after a write that changed it', async () => {
    const c = await someCompany();
    const url = `/company/${c.id}?contacto=enviado`;
    let before = stats();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(stats().renders - before.renders).toBe(1);

    await t.database.db.update(companies).set({ name: 'Nombre cambiado por la prueba' }).where(eq(companies.id, c.id));
    await t.app.services.search.sync();
    before = stats();
    const after = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(after.every((a) => a.body.includes('Nombre cambiado por la prueba'))).toBe(true);
    expect(stats().renders - before.renders).toBe(1);
  });

  it('a 404 page is not kept with the pages', async () => {
    await get('/company/00000000-0000-4000-8000-000000000000');
    const before = stats();
    const res = await get('/company/00000000-0000-4000-8000-000000000000?utm_campaign=x');
    expect(res.statusCode).toBe(404);
    // Kept apart (a small LRU of its own, for the data version it was rendered at).
    expect(stats().renders).toBe(before.renders);
  });
});

describe('renders per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      demo: 3,
      configure: (c) => {
        c.pageRenderLimit = { max: 2, windowMs: 60_000 };
      },
    });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('are limited (429 in Spanish); pages from the cache are not', async () => {
    const ask = (url: string) => limited.app.inject({ method: 'GET', url });
    expect((await ask('/')).statusCode).toBe(200);
    expect((await ask('/companies')).statusCode).toBe(200);
    const third = await ask('/accesibilidad');
    expect(third.statusCode).toBe(429);
    expect(third.body).toContain(MSG.tooManyRequests);
    expect(third.headers['retry-after']).toBe('60');
    // Already rendered: answered from the cache.
    expect((await ask('/')).statusCode).toBe(200);
    expect((await ask('/companies?utm_source=x')).statusCode).toBe(200);
  });
});
