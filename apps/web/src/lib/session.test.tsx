import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UnsecuredJWT } from 'jose';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setNavigate } from './navigation';
import { earlyProfileScript } from './early-profile';
import { prefetchProfile } from './prefetch-profile';
import { decodeUser, SessionProvider, useProfile, useSession } from './session';

const token = (user: object) => new UnsecuredJWT({ user }).setExpirationTime('15m').encode();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <SessionProvider>{children}</SessionProvider>
  </QueryClientProvider>
);

describe('session', () => {
  it('reads the user out of the token', () => {
    expect(decodeUser(token({ id: 'u1', email: 'a@b.es', roles: ['ROLE_USER'] }))).toEqual({
      id: 'u1',
      email: 'a@b.es',
      roles: ['ROLE_USER'],
    });
    expect(decodeUser('basura')).toBeNull();
    expect(decodeUser(null)).toBeNull();
  });

  it('is logged in while a token is stored; logout clears all storage and goes home', () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.isLoggedIn).toBe(false);
    act(() => result.current.login({ token: token({ id: 'u1', email: 'a@b.es', roles: [] }), refresh_token: 'r' }));
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.user?.email).toBe('a@b.es');
    localStorage.setItem('filter', '{}');
    act(() => result.current.logout());
    expect(result.current.isLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("'Cerrar sesión' revokes the refresh token on the server before clearing the storage", () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      setNavigate(vi.fn());
      const { result } = renderHook(() => useSession(), { wrapper });
      act(() => result.current.login({ token: token({ id: 'u1', email: 'a@b.es', roles: [] }), refresh_token: 'r-123' }));
      act(() => result.current.logout());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/v1/auth/logout');
      expect(init.method).toBe('POST');
      expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'r-123' });
      expect(localStorage.length).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a stored token that does not decode logs out', async () => {
    localStorage.setItem('token', 'no.es.jwt');
    localStorage.setItem('type', '1');
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.isLoggedIn).toBe(false);
    await act(async () => {});
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a cold /my-profile asks for the profile before React renders, and the first query takes that answer (one request)', async () => {
    const profile = { id: 'u1', name: 'Lucía', lastname: 'Martín', email: 'a@b.es', company: null };
    const fetchMock = vi.fn().mockImplementation(async () => new Response(JSON.stringify(profile), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      localStorage.setItem('token', token({ id: 'u1', email: 'a@b.es', roles: [] }));
      prefetchProfile(new QueryClient());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/users');
      const { result } = renderHook(() => useProfile(), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data?.email).toBe('a@b.es');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Without a token nothing is asked.
      localStorage.clear();
      prefetchProfile(new QueryClient());
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      localStorage.clear();
    }
  });

  it("reads the shell's own early request instead of asking again, and fills the cache as it answers: the first render has the profile (issue 22)", async () => {
    const profile = { id: 'u9', name: 'Lucía', lastname: 'Martín', email: 'temprano@b.es', company: null };
    const fetchMock = vi.fn().mockImplementation(async () => new Response(JSON.stringify(profile), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    try {
      const stored = token({ id: 'u9', email: 'temprano@b.es', roles: [] });
      localStorage.setItem('token', stored);
      // What the /my-profile shell's inline script does before any of the app's code.
      new Function(earlyProfileScript())();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/users');
      expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${stored}`, 'api-language': 'es' });
      prefetchProfile(queryClient);
      await waitFor(() => expect(queryClient.getQueryData(['GET /users'])).toEqual(profile));
      const { result } = renderHook(() => useProfile(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={queryClient}>
            <SessionProvider>{children}</SessionProvider>
          </QueryClientProvider>
        ),
      });
      // No loading state first: the screen renders its form with the data at once.
      expect(result.current.isSuccess).toBe(true);
      expect(result.current.data?.email).toBe('temprano@b.es');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      localStorage.clear();
    }
  });

  it('an early profile request answered 401 touches no session (no refresh, no navigation); the query asks again', async () => {
    const expired = { status: 401, message: 'Expired JWT Token' };
    const profile = { id: 'u1', name: 'Lucía', lastname: 'Martín', email: 'a@b.es', company: null };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(expired), { status: 401 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(profile), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    setNavigate(navigate);
    try {
      localStorage.setItem('token', token({ id: 'u1', email: 'a@b.es', roles: [] }));
      localStorage.setItem('refresh', 'r');
      prefetchProfile(new QueryClient());
      await act(async () => {});
      // Only the early call: no refresh call, nothing navigated, the tokens kept.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem('refresh')).toBe('r');
      const { result } = renderHook(() => useProfile(), { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/v1/users');
    } finally {
      vi.unstubAllGlobals();
      localStorage.clear();
    }
  });
});
