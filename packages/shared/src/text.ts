/** Small text helpers both sides need. */

/** Lower-case and strip accents, as `f_unaccent(lower(x))` does in SQL. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * A key that sorts names as a Spanish reader expects: case and accents ignored, "ñ" right
 * after "n" (plain code-unit order puts "Ábaco" after "Zurita").
 */
export function spanishSortKey(s: string): string {
  return fold(s.replace(/ñ/gi, 'n\u007f'));
}

/** Websites and networks without a scheme are shown and linked with `https://` (SPEC.md §2). */
export function withHttps(url: string | null | undefined): string {
  const u = (url ?? '').trim();
  if (!u) return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(u) ? u : `https://${u}`;
}

/**
 * The server's guess of a phone from the request (its user agent or a `Sec-CH-UA-Mobile: ?1`
 * hint): the web app renders for it, the server keys its rendered pages by it.
 */
export function guessMobile(userAgent: string | undefined, mobileHint: string | undefined): boolean {
  if (mobileHint === '?1') return true;
  return /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i.test(userAgent ?? '');
}
