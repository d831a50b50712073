/**
 * Where the e2e server keeps its data (playwright.config.ts: `e2e/.data`); the account specs read
 * mail from its outbox and the dev JWT secret from it. E2E_DATA_DIR overrides it for a server
 * started by hand (support/account-dev.config.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export const DATA_DIR = process.env.E2E_DATA_DIR ?? resolve(import.meta.dirname, '..', '.data');
export const OUTBOX_DIR = resolve(DATA_DIR, 'outbox');

/** The newest mail in the outbox sent to `to` (and holding `containing`), as text (quoted-printable soft breaks undone). */
export function latestMailTo(to: string, containing = ''): string | null {
  if (!existsSync(OUTBOX_DIR)) return null;
  const files = readdirSync(OUTBOX_DIR)
    .map((f) => resolve(OUTBOX_DIR, f))
    .filter((f) => statSync(f).isFile())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const f of files) {
    const raw = readFileSync(f, 'utf8');
    if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (text.includes(containing)) return text;
  }
  return null;
}

/** The dev server's JWT secret (generated into DATA_DIR when JWT_SECRET is not set). */
export function jwtSecret(): string {
  return process.env.JWT_SECRET ?? readFileSync(resolve(DATA_DIR, 'jwt-secret'), 'utf8').trim();
}
