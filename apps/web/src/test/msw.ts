/**
 * An msw server answering the API's catalogue calls with the shapes of the shared contract, for
 * component tests of issue 10; each test adds its own `/companies` and `/suggest` answers with
 * `server.use(...)`. Every call the page makes is recorded in `calls` (path and query).
 */
import type { CompanyCard, Suggestion } from '@cimenta/shared';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

const API = '*/api/v1';
export const page = <T>(items: T[], total = items.length) => ({ items, page: 1, pages: Math.max(1, Math.ceil(total / 20)), total });

export const TYPES = [
  { id: 1, name: 'Constructora', slug: 'constructora', fixed: false },
  { id: 2, name: 'Empresa de reformas', slug: 'reformas', fixed: false },
];
export const MAINS = [
  { id: 1, name: 'Obra nueva', parent: null, total: 10, totalChildren: 6 },
  { id: 2, name: 'Reformas integrales', parent: null, total: 12, totalChildren: 6 },
  { id: 3, name: 'Instalaciones', parent: null, total: 8, totalChildren: 4 },
];
export const SUBS: Record<number, { id: number; name: string }[]> = {
  2: [
    { id: 201, name: 'Reforma de pisos' },
    { id: 202, name: 'Reforma de casas' },
  ],
  3: [{ id: 301, name: 'Fontanería' }],
};
export const PROVINCES = [
  { id: 28, name: 'Madrid', province: 'Madrid', community: { id: 13, name: 'Comunidad de Madrid' } },
  { id: 8, name: 'Barcelona', province: 'Barcelona', community: { id: 9, name: 'Cataluña' } },
  { id: 41, name: 'Sevilla', province: 'Sevilla', community: { id: 1, name: 'Andalucía' } },
];
export const EMPLOYEES = [
  { id: 1, label: 'De 1 a 5 empleados', name: 'De 1 a 5 empleados' },
  { id: 2, label: 'De 6 a 10 empleados', name: 'De 6 a 10 empleados' },
];

export const SUGGESTIONS: Suggestion[] = [
  { kind: 'subactivity', label: 'Fontanería', hint: 'Instalaciones', id: '301', parentId: 3 },
  { kind: 'activity', label: 'Instalaciones', hint: null, id: '3', parentId: null },
  { kind: 'company', label: 'Fontanería Hermanos Gil S.L.', hint: 'Sevilla', id: '7b6f0d8e-1c1e-4e39-9a43-1d6a1f4e2b10', parentId: null },
  { kind: 'province', label: 'Sevilla', hint: null, id: '41', parentId: null },
  { kind: 'city', label: 'Fontanar', hint: 'Guadalajara', id: '19151', parentId: 19 },
];

/** A company card as `GET /companies` lists it. */
export const card = (id: string, name: string): CompanyCard => ({
  id,
  name,
  fullName: name,
  type: { id: 2, name: 'Empresa de reformas' },
  description: null,
  address: { province: { id: 28, name: 'Madrid' }, city: { id: 1, name: 'Madrid' }, country: 'España' },
  area: { min: 50, max: 500 },
  budget: { min: 0, max: 50000 },
  employees: null,
  activities: [],
  logo: null,
  photo: null,
  picture: null,
});

export const calls: string[] = [];

export const server = setupServer(
  http.get(`${API}/companytypes`, () => HttpResponse.json(page(TYPES))),
  http.get(`${API}/activities`, ({ request }) => {
    const parent = Number(new URL(request.url).searchParams.get('parent'));
    if (!parent) return HttpResponse.json(page(MAINS));
    const main = MAINS.find((m) => m.id === parent);
    return HttpResponse.json(
      page((SUBS[parent] ?? []).map((s) => ({ ...s, parent: { id: parent, name: main?.name ?? '' }, total: 1, totalChildren: 0 }))),
    );
  }),
  http.get(`${API}/provinces`, () => HttpResponse.json(page(PROVINCES))),
  http.get(`${API}/employees`, () => HttpResponse.json(page(EMPLOYEES))),
  http.get(`${API}/suggest`, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json({ items: q.length >= 2 ? SUGGESTIONS : [] });
  }),
  http.get(`${API}/companies`, () => HttpResponse.json(page([], 0))),
);

/** Starts the server around the file's tests; an unexpected call fails the test. */
export function serveMockApi() {
  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
    });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
}

/** The query of the last call to `path`, parsed. */
export function lastCall(path: string): URLSearchParams | undefined {
  const hit = [...calls].reverse().find((c) => c.startsWith(`${path}?`) || c === path);
  return hit === undefined ? undefined : new URLSearchParams(hit.slice(path.length));
}
