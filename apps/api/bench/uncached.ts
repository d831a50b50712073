/**
 * The bench's cache misses and writes (issue 17): listing URLs never asked before (random
 * filters, budget ranges, orders, pages, texts and facets, each URL once), and a writer that
 * changes companies through the API at a steady rate while they are read.
 */
import { randomUUID } from 'node:crypto';

const PLACES = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Zaragoza',
  'Málaga',
  'Murcia',
  'Bizkaia',
  'Asturias',
  'Cádiz',
  'Toledo',
  'Lugo',
];
const TEXTS = [
  'reformas',
  'cocina',
  'fontanería',
  'tejados',
  'pintor',
  'aerotermia',
  'fachadas',
  'pladur',
  'baño',
  'electricista',
  'ventanas',
  'albañil',
];
const ORDERS = ['name', '-name', 'newest', ''];

/** A deterministic generator (runs compare the same URLs). */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct listing paths. The budget bound is random, so no two share a kept answer. */
export function uncachedPaths(count: number, seed: number): string[] {
  const r = random(seed);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const out = new Set<string>();
  while (out.size < count) {
    const filter: Record<string, unknown> = { budget: { min: 1 + Math.floor(r() * 2_000_000) } };
    if (r() < 0.7) filter.type = 1 + Math.floor(r() * 4);
    if (r() < 0.5) filter.provinceName = pick(PLACES);
    if (r() < 0.3) filter.employees = [1 + Math.floor(r() * 6)];
    if (r() < 0.3) filter.parent = 1 + Math.floor(r() * 5);
    const q = new URLSearchParams({ filter: JSON.stringify([filter]), page: String(1 + Math.floor(r() * 8)) });
    const order = pick(ORDERS);
    if (order) q.set('order', order);
    if (r() < 0.3) q.set('search', r() < 0.5 ? pick(TEXTS) : `${pick(TEXTS)} ${pick(PLACES).toLowerCase()}`);
    if (r() < 0.4) q.set('facets', 'true');
    out.add(`/api/v1/companies?${q.toString().replaceAll('+', '%20')}`);
  }
  return [...out];
}

/** Companies owned by fresh users, made through the API (the writer renames them). */
export async function makeWriters(base: string, n: number): Promise<{ id: string; auth: string }[]> {
  const out: { id: string; auth: string }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await post(base, '/api/v1/users', {
      id: randomUUID(),
      name: 'Banco',
      lastname: 'Pruebas',
      email: `bench.${randomUUID().slice(0, 8)}@example.es`,
      password: 'Cimenta2026',
    });
    const auth = `Bearer ${(user as { token: string }).token}`;
    const id = randomUUID();
    await post(
      base,
      '/api/v1/companies',
      {
        id,
        name: `Reformas Banco ${i}`,
        type: 2,
        cif: 'B12345678',
        description: 'Reformas integrales de pisos y locales.',
        address: { address: 'Calle Mayor, 1', zipcode: '28013', province: 28, city: 28079, country: 'España' },
        contact: { email: 'info@reformasbanco.es', phone: '911223344' },
        employees: 2,
        area: { min: 50, max: 500 },
        budget: { min: 50000, max: 250000 },
        activities: [201],
        cities: [28],
        buildings: [1],
        constructions: [2],
      },
      auth,
    );
    out.push({ id, auth });
  }
  return out;
}

async function post(base: string, path: string, body: unknown, auth?: string, method = 'POST') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Renames the writers' companies, `perSecond` a second, until stopped; answers how many and how many failed. */
export function startWriting(base: string, writers: { id: string; auth: string }[], perSecond: number) {
  let n = 0;
  let failed = 0;
  let running = true;
  const loop = (async () => {
    const t0 = performance.now();
    while (running) {
      const w = writers[n % writers.length];
      const due = t0 + (n * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      n++;
      post(base, `/api/v1/companies/${w.id}`, { name: `Reformas Banco ${n}`, area: { min: n % 100, max: 1000 } }, w.auth, 'PUT').catch(
        () => failed++,
      );
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { writes: n, failed };
  };
}
