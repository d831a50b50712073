/**
 * What a listing answer is cut from (search/service.ts): the text engine's reading of the query
 * (its rows in relevance order and as a set, places applied), kept while the engine's answer
 * holds (caches.ts, text/footprint.ts); and the disjunctive facets of a matched set.
 */
import { type Facets, MIN_RATINGS } from '@cimenta/shared';
import { type FacetSet, facetCountsOf, ratedAtLeast } from './aggregates';
import { wordsFor } from './bits';
import type { CutFrom, FromText, QueryCaches, TextReading } from './caches';
import type { TextEngine } from './live';
import type { TextResult } from './text';
import type { Criteria, Dim, ReadModel } from './model';
import { relevanceOrder } from './relevance';
import { today } from './trust';

/** RELAXABLE names → the model's dimensions (facets leave their own out). */
const FACET_DIMS: { key: keyof Facets; dim: Dim }[] = [
  { key: 'types', dim: 'type' },
  { key: 'activities', dim: 'parent' },
  { key: 'provinces', dim: 'zone' },
  { key: 'employees', dim: 'employees' },
];

/**
 * The text engine's reading of the query: matched rows in relevance order, places applied. The
 * order and the set of the text condition are kept once for every query that shares it
 * (`TextResult.text`: "reformas", "reformas madrid"…, caches.ts `textBase`): the relevance sort
 * of a broad text is done once, and each place named beside it costs one intersection.
 */
export function readText(
  caches: QueryCaches,
  m: ReadModel,
  engine: TextEngine,
  q: string,
  literal: boolean,
): TextReading & { from: FromText } {
  const key = `${literal ? 'L' : 'T'}${q}`;
  // The engine's answer (kept by the engine while no change touched what it read).
  const r = engine.search(q, { literal });
  const kept = caches.text(key, r);
  if (kept) return { ...kept, from: { key, source: r, reading: kept } };
  const since = caches.seq;
  const info = { corrected: r.corrected, partial: r.partial, places: r.places, activities: r.activities };
  // Places named in the text filter like the selectors: provinces by work zone, cities by address.
  const provinces = r.places.filter((p) => p.kind === 'province').map((p) => p.id);
  const cities = r.places.filter((p) => p.kind === 'city').map((p) => p.id);
  const placed = provinces.length || cities.length;
  // `any`: no text condition is left (only place or stop words): every row, by the chosen order.
  const base = r.any ? null : textBase(caches, m, engine, r);
  // With places, the text's rows there: one set made by `match` (the text's set as its condition).
  const bits = placed
    ? m.match({ zone: provinces.length ? provinces : undefined, city: cities.length ? cities : undefined, text: base?.bits })
    : (base?.bits ?? m.alive.slice(0, wordsFor(m.rows)));
  const reading: TextReading = { order: base?.order ?? new Uint32Array(0), bits, hasText: !r.any, info };
  // The rows a change must miss for the reading to hold (caches.ts `text`): with places, the
  // engine's rows (a row's zones are no text); with no text condition, every row (null).
  const rows = !base ? null : placed ? base.bits : undefined;
  caches.keepText(key, r, reading, rows === undefined ? undefined : { since, rows }, r.any ? undefined : r.text);
  return { ...reading, from: { key, source: r, reading } };
}

/** The text condition's rows as a set and in relevance order (score, ties by the default order), kept for every query sharing it. */
function textBase(caches: QueryCaches, m: ReadModel, engine: TextEngine, r: TextResult): { order: Uint32Array; bits: Uint32Array } {
  const kept = caches.textBase(r.text, (stamp) => engine.valid(stamp));
  if (kept) return kept;
  const order = relevanceOrder(
    r.rows,
    r.scores,
    (row) => m.isAlive(row),
    (row) => m.defaultKey(row),
    (key) => m.rowAtKey(key),
    // A run of equal scores past 1/256 of the rows is put in order by the order itself (no sort).
    { least: Math.max(256, m.size >>> 8), inOrder: (rows, out) => m.orders.default.inOrder(rows, out) },
  );
  const bits = new Uint32Array(wordsFor(m.rows));
  for (let i = 0; i < order.length; i++) bits[order[i] >>> 5] |= 1 << (order[i] & 31);
  const base = { order, bits };
  // Kept: the engine's rows and scores are no longer read (they would be held twice).
  if (caches.keepTextBase(r.text, r.stamp, base)) engine.release?.(r.text);
  return base;
}

/** The provinces a search is restricted to by work zone: the filter's and those named in the text. */
export function placedIn(c: Criteria, t: { info: { places: { kind: string; id: number }[] } } | null): number[] {
  const named = t?.info.places.filter((p) => p.kind === 'province').map((p) => p.id) ?? [];
  return [...(c.zone ?? []), ...named];
}

/** The facets, and the sets counted for the dimensions the criteria filter on (each without its own filter). */
export function facetsOf(
  m: ReadModel,
  c: Criteria,
  base: Uint32Array,
): { facets: Facets; own: Map<Dim, Uint32Array>; trustSets: CutFrom[] } {
  const own = new Map<Dim, Uint32Array>();
  const plain: { types?: boolean; parents?: boolean; zones?: boolean; employees?: boolean } = {};
  const flag = { type: 'types', parent: 'parents', zone: 'zones', employees: 'employees' } as const;
  const filtered: Dim[] = [];
  for (const { dim } of FACET_DIMS) {
    if (c[dim]) filtered.push(dim);
    else plain[flag[dim as keyof typeof flag]] = true;
  }
  // Each filtered dimension is counted over the set without its own filter: one match each, its
  // sets ANDed in the bound's pass (matching.ts). A set of the rows matching everything but the
  // facet dimensions, copied and narrowed by the other filtered ones, cost a copy and an AND a
  // dimension more (two filtered dimensions: five passes over the words instead of two).
  for (const dim of filtered) own.set(dim, m.match(c, dim));
  // Each set is match(c) or match(c without one dimension): counted from the tables of
  // aggregates.ts when the criteria allow it.
  const sets: FacetSet[] = [{ bits: base, which: plain, trust: true }];
  for (const [dim, bits] of own) sets.push({ leaveOut: dim, bits, which: { [flag[dim as keyof typeof flag]]: true } });
  const [counts, ...owns] = facetCountsOf(m, c, sets);
  owns.forEach((n, k) => {
    const f = flag[sets[k + 1].leaveOut as keyof typeof flag];
    counts[f] = n[f];
  });
  const list = (x: Map<number, number>) => [...x].sort((a, b) => a[0] - b[0]).map(([id, count]) => ({ id, count }));
  // The trust filters (issue 19), each counted without its own choice.
  const trustSets: CutFrom[] = [];
  const without = (k: 'minRating' | 'verifiedOn') => {
    if (c[k] === undefined) return base;
    const criteria = { ...c, [k]: undefined };
    const bits = m.match(criteria);
    trustSets.push({ bits, criteria });
    return bits;
  };
  const unrated = without('minRating');
  const unverified = without('verifiedOn');
  return {
    facets: {
      types: list(counts.types),
      activities: list(counts.parents),
      provinces: list(counts.zones),
      employees: list(counts.employees),
      ratings: MIN_RATINGS.map((n) => ({
        id: n,
        count: unrated === base && counts.avg10 ? ratedAtLeast(counts.avg10, n) : m.countTrusted(unrated, n, 0),
      })),
      verified: unverified === base && counts.verified?.day === today() ? counts.verified.n : m.countTrusted(unverified, 0, today()),
    },
    own,
    trustSets,
  };
}
