/**
 * The account routes declared apart (issue 21): the browser's table lacks them until an account
 * URL asks for them (`accountRoutesOnNavigation`), which adds them under the root once; the
 * server's table has them always.
 */
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account-routes';
import { ACCOUNT_SEGMENTS, accountRoutesOnNavigation, createRoutes } from './router';

const ctx = { queryClient: new QueryClient(), server: false };
const deepest = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

function navigations(loaded: boolean) {
  const patched: { id: string | null; children: RouteObject[] }[] = [];
  const onNavigation = accountRoutesOnNavigation(ctx, loaded);
  const navigate = (path: string) =>
    onNavigation({
      signal: new AbortController().signal,
      path,
      matches: [],
      fetcherKey: undefined,
      patch: (id, children) => patched.push({ id, children }),
    });
  return { patched, navigate };
}

describe('the account routes', () => {
  it('are not in the public table: an account URL matches only the catch-all', () => {
    expect(deepest(createRoutes(ctx), '/my-profile/company')).toBe('*');
    expect(deepest(createRoutes(ctx), '/sign-in')).toBe('*');
    expect(deepest(createRoutes(ctx, accountRoutes(ctx)), '/my-profile/company')).toBe('company');
    expect(deepest(createRoutes(ctx, accountRoutes(ctx)), '/sign-in')).toBe('sign-in');
  });

  it('are added under the root at the first navigation to an account URL, once', async () => {
    const { patched, navigate } = navigations(false);
    // A public page with parameters: the router asks, nothing is loaded.
    await navigate('/company/x');
    await navigate('/precios/reformas');
    expect(patched).toEqual([]);
    await Promise.all([navigate('/sign-in'), navigate('/my-profile')]);
    await navigate('/company/x');
    expect(patched.map((p) => p.id)).toEqual(['root']);
    expect(deepest([{ path: '/', children: patched[0]?.children }], '/my-profile/company')).toBe('company');
  });

  it('are loaded for a URL under an account route only: a mistyped link gets the 404 page without them', async () => {
    const firstSegments = new Set(accountRoutes(ctx).map((r) => (r.path ?? '').split('/')[0]));
    expect([...ACCOUNT_SEGMENTS].sort()).toEqual([...firstSegments].sort());
    const { patched, navigate } = navigations(false);
    await navigate('/no-existe/esta-pagina');
    await navigate('/my-profil');
    expect(patched).toEqual([]);
    await navigate('/rwc/02');
    expect(patched.map((p) => p.id)).toEqual(['root']);
  });

  it('are not asked for again when the router started with them (a shell)', async () => {
    const { patched, navigate } = navigations(true);
    await navigate('/sign-in');
    expect(patched).toEqual([]);
  });
});
