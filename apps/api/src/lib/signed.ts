/**
 * Signed tokens for links and forms that need no table (issue 20): dot-separated parts and an
 * HMAC of them keyed by the server's secret and a purpose, so a token made for one purpose (a
 * form's issue time) is worthless for another (confirming a request).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Tokens } from './auth';

const PART = /^[\w-]{1,64}$/;

export function signedTokens(tokens: Pick<Tokens, 'derive'>) {
  return {
    sign(purpose: string, parts: string[]): string {
      if (!parts.every((p) => PART.test(p))) throw new Error('signedTokens: a part must be [A-Za-z0-9_-], 1–64 characters');
      return [...parts, tokens.derive(purpose, parts.join('.'))].join('.');
    },
    /** The parts of a token signed for `purpose` with `count` parts, or null. */
    verify(purpose: string, token: string, count: number): string[] | null {
      const all = token.split('.');
      if (all.length !== count + 1 || !all.every((p) => PART.test(p))) return null;
      const parts = all.slice(0, count);
      const given = Buffer.from(all[count] as string);
      const expected = Buffer.from(tokens.derive(purpose, parts.join('.')));
      return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
    },
  };
}
export type SignedTokens = ReturnType<typeof signedTokens>;
