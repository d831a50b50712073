import { MSG } from '@cimenta/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const { createQueryClient } = await import('./providers');
const { callApi } = await import('../lib/api-client');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const messages = () => show.mock.calls.map(([n]) => (n as { message: string }).message);

afterEach(() => {
  vi.unstubAllGlobals();
  show.mockReset();
});

describe('error toasts from the query and mutation caches', () => {
  it('a failed query toasts once, after its retry', async () => {
    const fetchMock = vi.fn(async () => json(500, { errors: 'boom' }));
    vi.stubGlobal('fetch', fetchMock);
    const qc = createQueryClient();
    qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retryDelay: 0 } });
    await expect(qc.fetchQuery({ queryKey: ['x'], queryFn: () => callApi('GET /companytypes', {}) })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(messages()).toEqual([MSG.serverError]);
  });

  it('a 4xx list toasts one entry each; meta.silent toasts nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { errors: [{ field: 'Nombre', message: 'Obligatorio' }] })),
    );
    const qc = createQueryClient();
    const run = (silent: boolean) =>
      qc
        .getMutationCache()
        .build(qc, { mutationFn: () => callApi('PUT /users', { body: { name: '', lastname: '', email: '' } }), meta: { silent } })
        .execute(undefined);
    await expect(run(false)).rejects.toThrow();
    expect(messages()).toEqual(['Nombre: Obligatorio']);
    show.mockReset();
    await expect(run(true)).rejects.toThrow();
    await expect(
      qc.fetchQuery({
        queryKey: ['company'],
        queryFn: () => callApi('GET /companies/:id', { params: { id: 'x' } }),
        meta: { silent: true },
      }),
    ).rejects.toThrow();
    expect(show).not.toHaveBeenCalled();
  });

  it('bad credentials keep their own text, toasted once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401, message: 'User or password are incorrect!' })),
    );
    const qc = createQueryClient();
    const mutation = (fn: () => Promise<unknown>) => qc.getMutationCache().build(qc, { mutationFn: fn }).execute(undefined);
    await expect(mutation(() => callApi('POST /auth/login', { body: { email: 'a@b.es', password: 'x' } }))).rejects.toThrow();
    expect(messages()).toEqual([MSG.badCredentials]);
  });
});
