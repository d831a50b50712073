import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UnsecuredJWT } from 'jose';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setNavigate } from './navigation';
import { decodeUser, SessionProvider, useSession } from './session';

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
});
