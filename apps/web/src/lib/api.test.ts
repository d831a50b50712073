import { MSG } from '@cimenta/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (n: unknown) => show(n) } }));

const { ApiError, notifyApiError, send } = await import('./api');

/** A failed call as the caches see it: `send`, then the §8 toasts they raise. */
const call = (method: string, path: string, body?: unknown, options?: Parameters<typeof send>[3]) =>
  send(method, path, body, options).catch((e: unknown) => {
    notifyApiError(e);
    throw e;
  });
const { setNavigate } = await import('./navigation');
const { getToken, setTokens } = await import('./storage');

const navigate = vi.fn();
const reload = vi.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const messages = () => show.mock.calls.map(([n]) => (n as { message: string }).message);

beforeEach(() => {
  show.mockReset();
  navigate.mockReset();
  reload.mockReset();
  setNavigate(navigate);
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload, pathname: '/' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('HTTP client', () => {
  it('sends the language header, the bearer token and JSON to /api/v1', async () => {
    setTokens({ token: 'tok', refresh_token: 'ref' });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await send('POST', '/things', { a: 1 }, { query: { page: 2, empty: '' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things?page=2');
    expect(init.headers).toMatchObject({ 'api-language': 'es', Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('shows a 4xx string as one error toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { errors: 'Ya existe' })),
    );
    await expect(call('GET', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(messages()).toEqual(['Ya existe']);
  });

  it('shows one toast per entry of a 4xx list, values joined by ": "', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          errors: [
            { field: 'Nombre', message: 'Obligatorio' },
            { field: 'CIF', message: 'Obligatorio' },
          ],
        }),
      ),
    );
    await expect(call('POST', '/x', {})).rejects.toMatchObject({ status: 400 });
    expect(messages()).toEqual(['Nombre: Obligatorio', 'CIF: Obligatorio']);
  });

  it('shows the generic text on a 500', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { errors: 'boom' })),
    );
    await expect(call('GET', '/x')).rejects.toMatchObject({ status: 500 });
    expect(messages()).toEqual([MSG.serverError]);
  });

  it('"JWT Token not found" → session expired toast and sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401, message: 'JWT Token not found' })),
    );
    await expect(call('GET', '/users')).rejects.toMatchObject({ status: 401 });
    expect(messages()).toEqual([MSG.sessionExpired]);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('"Expired JWT Token" → refresh, store the new pair and reload', async () => {
    setTokens({ token: 'old', refresh_token: 'r-old' });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/auth/token/refresh')
        ? json(200, { token: 'new', refresh_token: 'r-new' })
        : json(401, { code: 401, message: 'Expired JWT Token' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('GET', '/users')).rejects.toMatchObject({ status: 401 });
    const refreshCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/auth/token/refresh')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(refreshCall[1].body))).toEqual({ refresh_token: 'r-old' });
    expect(getToken()).toBe('new');
    expect(localStorage.getItem('refresh')).toBe('r-new');
    expect(reload).toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('a failed refresh logs out, goes to sign-in and says the session expired', async () => {
    setTokens({ token: 'old', refresh_token: 'r-old' });
    localStorage.setItem('filter', '{"type":1}');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/token/refresh')
          ? json(401, { code: 401, message: 'Invalid JWT Token' })
          : json(401, { code: 401, message: 'Expired JWT Token' }),
      ),
    );
    await expect(call('GET', '/users')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    expect(messages()).toEqual([MSG.sessionExpired]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('bad credentials have their own Spanish toast; other 401s have no effect', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401, message: 'User or password are incorrect!' })),
    );
    await expect(call('POST', '/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(messages()).toEqual([MSG.badCredentials]);
    show.mockReset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401, message: 'Invalid JWT Token' })),
    );
    await expect(call('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(show).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the transport itself raises no error toast, and a silent call no session toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    );
    await expect(send('GET', '/x', undefined)).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 401, message: 'JWT Token not found' })),
    );
    await expect(send('GET', '/users', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(show).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });
});
