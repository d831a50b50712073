import './app/styles';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { accountRoutesOnNavigation, createRoutes } from './app/router';
import { readSsrPayload } from './app/ssr-payload';
import { setNavigate } from './lib/navigation';
import { DeviceProvider } from './lib/device';
import { HeadProvider } from './lib/seo/context';

/**
 * The client entry. A server-rendered page (issues 9, 21) carries its data (`#ssr-data`): the query
 * cache is filled from it, the matched lazy routes are loaded, the router starts from the loader
 * data the server had, then React hydrates the server's HTML without fetching again. Any other page (the account screens) is an empty shell rendered here.
 */

/**
 * Jitless zod, set before zod loads (zod reads `globalThis.__zod_globalConfig` on import; its
 * object schemas probe `new Function` when built). The CSP has no 'unsafe-eval', and that probe,
 * though caught, is reported as a CSP violation (Lighthouse "inspector-issues" on pages with a
 * form). Set this way rather than with `z.config`, so zod stays out of the first load.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/** Lets the browser handle input and paint between the steps of starting (no long task). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  await yieldToBrowser();
  // React DOM's renderer, evaluated in a task of its own (issue 21): imported statically it ran in
  // the entry's one evaluation task with React Router, TanStack Query, Mantine and the shell. Its
  // chunk is already loaded (the entry imports React from it; the server preloads it, `Assets`), and
  // the package is CommonJS, so only this import runs its code.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  if (payload) {
    // The server answers a page from its cache only while the data it was rendered with is
    // unchanged (apps/api/src/web/ssr.ts), so that data is current: fresh from now on.
    const now = Date.now();
    for (const q of payload.queries.queries) if (q.state.status === 'success') q.state.dataUpdatedAt = now;
    hydrate(queryClient, payload.queries);
  }
  await yieldToBrowser();
  // The matched pages' code first: hydration renders what the server rendered, and a shell page
  // renders at once.
  // The loaders only start their fetches here (lib/route-data.ts): a page shows its own loading state.
  // A page without server data is an account screen's shell (every other URL is server-rendered,
  // unknown ones as the 404 page): its routes are declared in a chunk of their own (app/account-routes.tsx,
  // preloaded by the shell's HTML), added before the router starts; a rendered page gets them when it
  // navigates to an account URL.
  const ctx = { queryClient, server: false };
  const account = payload ? [] : (await import('./app/account-routes')).accountRoutes(ctx);
  const routes = createRoutes(ctx, account);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  await yieldToBrowser();
  // A server-rendered page starts from the loaders the server ran; the shell from none run (the
  // layout's loader only prefetches what its footer asks for anyway): no loader runs before the
  // first render.
  const loaderData = payload?.router.loaderData ?? Object.fromEntries(matches.filter((m) => m.route.id).map((m) => [m.route.id, null]));
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData, actionData: null, errors: null },
    patchRoutesOnNavigation: accountRoutesOnNavigation(ctx, !payload),
  });
  setNavigate((to) => {
    void router.navigate(to);
  });

  const app = (
    <StrictMode>
      <HeadProvider origin={payload?.publicUrl ?? window.location.origin}>
        <DeviceProvider mobile={payload?.mobile}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </DeviceProvider>
      </HeadProvider>
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a visitor's tap is handled at once;
  // it hydrates what was tapped first).
  await yieldToBrowser();
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

start().catch((error: unknown) => {
  // The taps /boot.js held happen anyway.
  window.__releaseClicks?.();
  throw error;
});
