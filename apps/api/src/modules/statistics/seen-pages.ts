/**
 * What a server-rendered page shows, read from the API answers its loaders got (web/ssr.ts keeps
 * it with the page, so a page served from the cache counts its visitor too): the company of a
 * company page (`GET /companies/:id`), the cards of a results, landing or home page
 * (`GET /companies`, `GET /landing/...`).
 */
import type { SeenKind } from './visitors';

/**
 * Set on the server renderer's own API calls (web/ssr.ts): those are not visits; the rendered page
 * counts its visitor itself. Anyone may send it, and so only not be counted.
 */
export const NOT_A_VISIT_HEADER = 'x-cimenta-render';

export type Seen = { kind: SeenKind; ids: string[] };

const DETAIL = /^\/api\/v1\/companies\/([0-9a-f-]{36})(?:\?|$)/i;
const LIST = /^\/api\/v1\/(companies|landing\/[^?]+)(?:\?|$)/;

export function seenIn(path: string, status: number, body: string): Seen | null {
  if (status !== 200) return null;
  const detail = DETAIL.exec(path);
  if (detail) return { kind: 'view', ids: [(detail[1] as string).toLowerCase()] };
  const list = LIST.exec(path);
  if (!list) return null;
  try {
    const data = JSON.parse(body) as { items?: { id: string }[]; companies?: { items?: { id: string }[] } };
    const items = (list[1] === 'companies' ? data.items : data.companies?.items) ?? [];
    return items.length ? { kind: 'appearance', ids: items.map((c) => c.id) } : null;
  } catch {
    return null;
  }
}
