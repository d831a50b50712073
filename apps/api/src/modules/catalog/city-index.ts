/**
 * The 8,131 municipalities searched in memory (issue 23 §12). A text matching no town used to
 * run a trigram scan of every name in the database: ~220 ms on PGlite's single thread, which
 * stalled every other request. Here a search is a substring test over folded names (well under
 * a millisecond), and the typo fallback compares only names of about the same length.
 */
import { fold, placeDistance, spanishSortKey, typoAllowance } from '@cimenta/shared';
import type { CityRow } from './repo';

type Entry = { row: CityRow; folded: string; bare: string; words: string[]; sortKey: string };

/** A leading article, so 'coruña' ranks A Coruña first. */
const ARTICLE = /^(a |o |as |os |el |la |los |las |les |els |es |sa |ses |l')/;

export function cityIndex(rows: CityRow[]) {
  const entries: Entry[] = rows
    .map((row) => {
      const folded = fold(row.name);
      return {
        row,
        folded,
        bare: folded.replace(ARTICLE, ''),
        words: folded.split(/[\s'-]+/).filter(Boolean),
        sortKey: spanishSortKey(row.name),
      };
    })
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));

  const inProvince = (provinceId?: number) => (provinceId ? entries.filter((e) => e.row.province.id === provinceId) : entries);

  return {
    /**
     * Names containing `name` (folded): the name itself first, then names starting with it, then
     * names with a word starting with it, shorter names first; no text: every town by name.
     */
    search(name: string | undefined, provinceId?: number): CityRow[] {
      const list = inProvince(provinceId);
      if (!name) return list.map((e) => e.row);
      const q = fold(name);
      const rank = (e: Entry) => (e.bare === q ? 0 : e.bare.startsWith(q) ? 1 : ` ${e.folded}`.includes(` ${q}`) ? 2 : 3);
      return list
        .filter((e) => e.folded.includes(q))
        .map((e) => ({ e, r: rank(e) }))
        .sort((a, b) => a.r - b.r || a.e.row.name.length - b.e.row.name.length)
        .map(({ e }) => e.row);
    },
    /** Names one or two edits from `name` (by its length), the whole name or one of its words; closest first. */
    similar(name: string, provinceId?: number, limit = 20): CityRow[] {
      const q = fold(name);
      const allowed = typoAllowance(q);
      if (allowed === 0) return [];
      const near = (s: string) => (Math.abs(s.length - q.length) <= allowed ? placeDistance(s, q) : Number.POSITIVE_INFINITY);
      const found: { row: CityRow; d: number }[] = [];
      for (const e of inProvince(provinceId)) {
        const d = Math.min(near(e.bare), ...e.words.map(near));
        if (d <= allowed) found.push({ row: e.row, d });
      }
      return found
        .sort((a, b) => a.d - b.d || a.row.name.length - b.row.name.length)
        .slice(0, limit)
        .map((f) => f.row);
    },
  };
}
export type CityIndex = ReturnType<typeof cityIndex>;
