/**
 * The company listing served from the in-process read model (model.ts): criteria → bitsets →
 * exact total, a page cut from a pre-sorted order, disjunctive facets, the guided search's
 * relaxation; cards and details from presented.ts. Kept fresh by live.ts from the
 * database's change feed (feed.ts), polled by every process; a write in this process is applied
 * before its answer leaves. The request is read in request.ts; text readings and facets are
 * reading.ts; kept answers caches.ts.
 */
import {
  type Company,
  type CompanyCard,
  type CompanyOrder,
  fold,
  PAGE_SIZE,
  RELAXABLE,
  type Relaxable,
  type Suggestion,
} from '@cimenta/shared';
import type { Db } from '../../db/client';
import { pageWindow, toPage } from '../../lib/pagination';
import type { CatalogService } from '../catalog/service';
import type { CompaniesRepo } from '../companies/repo';
import { budgetFor, type CacheBudget } from '../../infra/cache-budget';
import { type CompanyList, type CutFrom, type FromText, QueryCaches, type TextValid } from './caches';
import type { Snapshot } from './feed';
import { type Live, type LiveDeps, liveModel } from './live';
import type { Criteria, ModelOrder, ReadModel } from './model';
import { Presented, type PresentedDeps } from './presented';
import { facetsOf, placedIn, readText } from './reading';
import { requestReader } from './request';
import { today } from './trust';

export type ListQuery = {
  search?: string;
  filter?: string;
  order?: CompanyOrder;
  page?: number;
  perPage?: number;
  cityName?: string;
  facets?: boolean;
  literal?: boolean;
  relax?: boolean;
};
export type { CompanyList } from './caches';

/** Companies per (type or main activity) × province, as `groupCounts` answers them. */
export type PairCount = { serviceId: number; provinceId: number; n: number };
export type GroupCounts = { activities: Map<number, number>; types: PairCount[]; parents: PairCount[] };

export type SearchDeps = {
  db: Db;
  catalog: CatalogService;
  repo: CompaniesRepo;
  /** Builds the text engine once the catalogue is known; none: text goes to `sqlText`. */
  text?: LiveDeps['text'];
  log: LiveDeps['log'];
  /** The caches' memory, all of them (CACHE_MEMORY_MB); none: as the model's size leaves room for (infra/cache-budget.ts). */
  cacheBytes?: number;
  cardStore?: PresentedDeps['cardStore'];
} & SearchTimings;
export type SearchTimings = Pick<LiveDeps, 'pollMs' | 'manual' | 'reconcileMs' | 'snapshot'>;

export function searchService(deps: SearchDeps) {
  const { catalog, repo } = deps;
  /** The caches' bounds (infra/cache-budget.ts), set again when the model is loaded whole. */
  let budget: CacheBudget = budgetFor(0, deps.cacheBytes);
  /** Cards and details (presented.ts). */
  const presented = new Presented(budget, { ...deps, rowNow: (id) => live.current()?.model.rowOf.get(id) });
  /** Query answers, dropped by what changed (caches.ts). */
  const caches = new QueryCaches(budget.of);
  let groups: { version: number; value: GroupCounts } | null = null;
  const rowsOf = (m: ReadModel, ids: string[]) => ids.map((id) => m.rowOf.get(id)).filter((r): r is number => r !== undefined);

  const live = liveModel({
    ...deps,
    onChange(m, ids, removed, textChanged) {
      caches.changed([...rowsOf(m, ids), ...removed], textChanged);
      presented.forget(m, ids, removed);
      repo.clearCounts();
    },
    onReload(m) {
      caches.clear();
      const next = budgetFor(m.size, deps.cacheBytes);
      const resized = next.total !== budget.total;
      if (resized) {
        budget = next;
        caches.resize(budget.of);
      }
      presented.reload(resized ? budget : null);
      repo.clearCounts();
    },
  });
  /** The model and text engine now (a reload replaces both). */
  const current = async () => {
    await live.ensure();
    return live.current() as Live;
  };

  const { criteriaOf, combine, keyOf } = requestReader(catalog, () => live.current()?.ref.cityIdsByName);

  function matched(m: ReadModel, c: Criteria, key: string, valid: TextValid, source?: FromText) {
    let hit = caches.result(m, key, valid);
    if (!hit) {
      const since = caches.seq;
      const bits = m.match(c);
      hit = caches.keepResult(key, since, bits, m.count(bits), c, source);
    } else if (hit.bits.length < m.words) {
      // Kept while rows were added (none of them matches): the set, as long as the model.
      const bits = new Uint32Array(m.words);
      bits.set(hit.bits);
      hit.bits = bits;
      if (hit.sets) hit.sets[0].bits = bits;
    }
    return hit;
  }

  /** The cards with their rating and the badges valid on `day`, from the model (a review or credential changes no card kept). */
  function withTrust(m: ReadModel, list: CompanyCard[], day: number): CompanyCard[] {
    return list.map((card) => {
      const row = m.rowOf.get(card.id);
      if (row === undefined) return { ...card, rating: null, badges: [], fastReply: false };
      return { ...card, rating: m.trust.ratingOf(row), badges: m.trust.badgesOf(row, day), fastReply: m.trust.fastReplyOf(row) };
    });
  }

  return {
    /** Starts loading the model (the server calls it at start; the first query waits for it). */
    start() {
      return live.ensure().then(() => undefined);
    },
    async list(q: ListQuery): Promise<CompanyList> {
      const { model: m, text } = await current();
      const { page, perPage, offset } = pageWindow(q.page, q.perPage, PAGE_SIZE, 100);
      // An answered page nothing changed since: only valid queries are kept, so no parsing.
      // The day is in the key: a card's badges and the verified filter change at midnight with no write.
      const day = today();
      const pageKey = JSON.stringify([q.search, q.filter, q.order, page, perPage, q.cityName, !!q.facets, !!q.literal, !!q.relax, day]);
      const valid: TextValid = (a) => !!text?.valid(a);
      const cached = caches.page(m, pageKey, valid);
      if (cached) return cached;
      const since = caches.seq;
      const parts = await criteriaOf(q);
      const query = q.search?.trim() || undefined;

      // Free text without a text engine: the SQL path (filters and all), no facets.
      if (query && !text) {
        const criteria = combine(parts, new Set());
        const order = q.order ?? 'relevance';
        const { ids, total } = await repo.list({
          text: query,
          typeId: criteria.type?.[0],
          activityIds: criteria.activity,
          parentIds: criteria.parent,
          employeeIds: criteria.employees,
          buildingIds: criteria.building,
          constructionIds: criteria.construction,
          zoneProvinceIds: criteria.zone,
          cityIds: criteria.city,
          area: criteria.area,
          budget: criteria.budget,
          minRating: criteria.minRating,
          verified: criteria.verifiedOn !== undefined,
          order,
          limit: perPage,
          offset,
        });
        const out: CompanyList = {
          ...toPage(withTrust(m, await presented.cardsOf(ids), day), total, page, perPage),
          search: { query, corrected: null, partial: false, places: [], activities: [] },
        };
        return out;
      }

      const t = query && text ? readText(caches, m, text, query, !!q.literal) : null;
      const textKey = query ? `${q.literal ? 'L' : 'T'}${query}` : '';
      const drop = new Set<Relaxable>();
      let criteria = combine(parts, drop);
      if (t) criteria.text = t.bits;
      let hit = matched(m, criteria, keyOf(criteria, textKey), valid, t?.from);
      // The sets this answer was cut from (caches.ts).
      const sets: CutFrom[] = [{ bits: hit.bits, criteria }];
      if (q.relax && hit.total === 0) {
        for (const key of RELAXABLE) {
          if (!parts[key]) continue;
          drop.add(key);
          criteria = combine(parts, drop);
          if (t) criteria.text = t.bits;
          hit = matched(m, criteria, keyOf(criteria, textKey), valid, t?.from);
          sets.push({ bits: hit.bits, criteria });
          if (hit.total > 0) break;
        }
      }
      const { bits, total } = hit;
      let rows: Uint32Array;
      const relevance = t?.hasText && (q.order ?? 'relevance') === 'relevance';
      if (relevance && t) {
        rows = new Uint32Array(Math.max(0, Math.min(perPage, total - offset)));
        let k = 0;
        let seenN = 0;
        for (let i = 0; i < t.order.length && k < rows.length; i++) {
          const row = t.order[i];
          if ((bits[row >>> 5] & (1 << (row & 31))) === 0) continue;
          if (seenN++ >= offset) rows[k++] = row;
        }
      } else {
        const order: ModelOrder = !q.order || q.order === 'relevance' ? 'default' : q.order;
        // Searched by province (work zones): the companies based there first (issue 22).
        const home = order === 'default' ? placedIn(criteria, t) : [];
        rows = home.length ? m.pageBasedFirst(bits, total, home, order, offset, perPage) : m.page(bits, total, order, offset, perPage);
      }
      const ids = Array.from(rows, (r) => m.idOf(r));
      const out: CompanyList = toPage(withTrust(m, await presented.cardsOf(ids), day), total, page, perPage);
      if (q.facets) {
        const { facets, own, trustSets } = facetsOf(m, criteria, bits);
        out.facets = facets;
        for (const [dim, b] of own) sets.push({ bits: b, criteria, leaveOut: dim });
        sets.push(...trustSets);
      }
      if (query) out.search = t ? { query, ...t.info } : { query, corrected: null, partial: false, places: [], activities: [] };
      if (q.relax) out.relaxed = RELAXABLE.filter((k) => drop.has(k));
      // Checked from the change count it started at (a change while it was answered counts).
      if (live.current()?.model === m) caches.keepPage(pageKey, since, out, sets, t?.from);
      return out;
    },

    /**
     * Grouped counts of live companies, kept per model version: per activity (a main activity:
     * companies with any of its sub-activities, as the catalogue counts), and per company type
     * and main activity × work-zone province (the landing pages that exist).
     */
    async groupCounts(): Promise<GroupCounts> {
      const { model: m } = await current();
      if (groups?.version !== m.version) {
        const activities = m.valueCounts('activity');
        for (const [id, n] of m.valueCounts('parent')) activities.set(id, n);
        groups = {
          version: m.version,
          value: {
            activities,
            types: m.pairCounts('type', 'zone').map(({ a, b, n }) => ({ serviceId: a, provinceId: b, n })),
            parents: m.pairCounts('parent', 'zone').map(({ a, b, n }) => ({ serviceId: a, provinceId: b, n })),
          },
        };
      }
      return groups.value;
    },

    /** The search box's suggestions: the text index's when there is one, else the catalogue's. */
    async suggest(q: string): Promise<Suggestion[]> {
      // One letter suggests nothing useful (and everything): from two on.
      if (fold(q).length < 2) return [];
      const { text } = await current();
      if (!text) return catalog.suggest(q);
      // Keystrokes repeat across visitors ("re", "ref", "refo"…): kept until the next change.
      const key = q.trim().toLowerCase();
      let hit = caches.suggestion(key);
      if (!hit) {
        hit = text.suggest(q, 10);
        caches.keepSuggestion(key, hit);
      }
      return hit;
    },

    /** A company's public detail, from the LRU; `load` reads it from the database on a miss. */
    detail: (id: string, load: (id: string) => Promise<Company>) => presented.detail(id, load),

    /** Whether the company shows "Responde rápido" (the model's trust columns; false when not in the model). */
    fastReply(id: string): boolean {
      const model = live.current()?.model;
      const row = model?.rowOf.get(id);
      return row !== undefined && !!model?.trust.fastReplyOf(row);
    },

    /** After a write in this process committed: the model shows it before the answer leaves. */
    changed: (ids: string[]) => live.changed(ids),
    /** The feed position the last write of this process was applied at (read-your-writes: http.ts). */
    written: live.written,
    /** Waits, at most `ms`, until everything committed as of `snap` is in the model. */
    waitFor: (snap: Snapshot, ms: number) => live.waitFor(snap, ms),
    /** Reads the feed now (tests). */
    sync: live.sync,
    /** Rebuilds the model whole, as a poll far behind does (tests). */
    reload: live.reload,
    /** Compares the model with the companies' update times and repairs it (live.ts). */
    reconcile: live.reconcile,
    /** Prunes the feed up to what this process read (tests). */
    pruneNow: live.pruneNow,
    /** Writes the model to its snapshot file now (tests, the bench); the bytes written. */
    saveSnapshot: live.saveSnapshot,
    /** Whether the model was loaded from the database or from a snapshot (then caught up), and in how long. */
    started: live.started,

    /** Stops the feed; waits for a poll under way; removes the card store's file. */
    async close() {
      try {
        await live.close();
      } finally {
        presented.close();
      }
    },

    /** The caches' bounds now (infra/cache-budget.ts). */
    cacheBudget: () => budget,
    /** Entries and bytes each cache of this service holds (metrics, the bench). */
    cacheSizes() {
      return { ...caches.sizes(), ...presented.sizes() };
    },
    /** The card store's cards and bytes (live, and the file's with the dead ones); null without a store. */
    cardStore: () => presented.storeStats(),
    /** The card store's file (tests); null without a store. */
    cardStoreFile: () => presented.storeFile(),
    /** Empties one cache (the bench: what it really held, measured by the heap it frees). */
    dropCache(name: 'results' | 'pages' | 'texts' | 'textOrders' | 'cards' | 'details' | 'cardStore') {
      if (name === 'cards' || name === 'cardStore' || name === 'details') presented.drop(name);
      else caches.drop(name);
    },

    /** For tests and the bench: the model's size. */
    stats() {
      const model = live.current()?.model;
      return { rows: model?.size ?? 0, bytes: model?.bytes() ?? 0, version: model?.version ?? 0, lagSeconds: live.lagSeconds() };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
