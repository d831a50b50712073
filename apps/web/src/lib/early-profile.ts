/**
 * GET /users asked by the /my-profile shell's HTML (issue 22, "Cold /my-profile" in
 * BENCHMARKS.md): the server puts `earlyProfileScript()` first in the shell's head (the route's
 * `ShellHandle.profile`, `shellScript` in entry-server.tsx), so the request leaves while the page's
 * scripts load instead of after they have run; `prefetchProfile` (session.tsx) reads its answer.
 */
import { LANGUAGE, STORAGE_KEYS } from '@cimenta/shared';
import { API_BASE } from './api';

const SLOT = '__cimentaProfile';
type Early = { token: string; answer: Promise<Response> };

/**
 * The inline script: with a stored token, the request `send` (lib/api.ts) would make, kept on
 * `window` with the token it was asked with. Plain ES5 (it runs before any of the app's code).
 */
export function earlyProfileScript(): string {
  const headers = JSON.stringify({ Accept: 'application/json', 'api-language': LANGUAGE });
  const url = JSON.stringify(`${API_BASE}/users`);
  return (
    `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});if(t){var h=${headers};h.Authorization="Bearer "+t;` +
    `var a=fetch(${url},{headers:h});a.catch(function(){});window.${SLOT}={token:t,answer:a}}}catch(e){}`
  );
}

/** The shell's request, once, if it was asked with `token` (a login or logout since makes it useless). */
export function takeEarlyProfile(token: string): Promise<Response> | null {
  const w = window as unknown as Record<typeof SLOT, Early | undefined>;
  const early = w[SLOT];
  w[SLOT] = undefined;
  return early && early.token === token ? early.answer : null;
}
