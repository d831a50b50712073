import type { Company, Page, Project } from '@cimenta/shared';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const { callApi, callKey, fillPath } = await import('./api-client');
const { ApiError } = await import('./api');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  show.mockReset();
});

describe('callApi', () => {
  it('takes method and path from the key and fills URL-encoded path params', async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi('DELETE /projects/:id', { params: { id: 'a b/c?' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/projects/a%20b%2Fc%3F');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('encodes the query and drops empty values', async () => {
    const fetchMock = vi.fn(async () => json(200, { items: [], page: 1, pages: 0, total: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi('GET /companies', { query: { search: 'a&b=ç', filter: '[{"x":1}]', page: undefined, cityName: '' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/companies?search=a%26b%3D%C3%A7&filter=${encodeURIComponent('[{"x":1}]')}`);
    expect(init.method).toBe('GET');
    expect(new URL(url, 'http://x').searchParams.get('search')).toBe('a&b=ç');
  });

  it('sends the body as JSON and answers with the typed 200 body', async () => {
    const project = { id: 'p1' };
    const fetchMock = vi.fn(async () => json(200, project));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callApi('PATCH /projects/:id', { params: { id: 'p1' }, body: { project: { title: 'Obra' } } });
    expectTypeOf(answer).toEqualTypeOf<Project>();
    expect(answer).toEqual(project);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ project: { title: 'Obra' } });
    expectTypeOf(callApi<'GET /companies/:id'>).returns.resolves.toEqualTypeOf<Company>();
    expectTypeOf(callApi<'GET /projects'>).returns.resolves.toEqualTypeOf<Page<Project>>();
  });

  it('rejects with ApiError and raises no toast itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { errors: 'Ya existe' })),
    );
    await expect(callApi('GET /companies/:id', { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network');
      }),
    );
    await expect(callApi('GET /companytypes', {})).rejects.toMatchObject({ status: 0 });
    expect(show).not.toHaveBeenCalled();
  });

  it('refuses a missing path parameter; keys are call + input', () => {
    expect(() => fillPath('/companies/:id', {})).toThrow(/id/);
    expect(callKey('GET /companies/:id', { params: { id: 'x' } })).toEqual(['GET /companies/:id', { params: { id: 'x' } }]);
  });
});
