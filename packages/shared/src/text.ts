/** Small text helpers both sides need. */

/** Lower-case and strip accents, as `f_unaccent(lower(x))` does in SQL. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Websites and networks without a scheme are shown and linked with `https://` (SPEC.md §2). */
export function withHttps(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(u) ? u : `https://${u}`;
}
