/**
 * Presented cards and details (issue 17): the listing's cards from an LRU, then this process's
 * card store on disk (card-store.ts, PostgreSQL only), then the database; a company's public
 * detail from an LRU. A change drops the changed companies' entries; `gen` stops a read that
 * raced a change from keeping what it read.
 */
import type { Company, CompanyCard } from '@cimenta/shared';
import { LRUCache } from 'lru-cache';
import { type CacheBudget, heldBy } from '../../infra/cache-budget';
import type { CatalogService } from '../catalog/service';
import { presentCard } from '../companies/presenter';
import type { CompaniesRepo } from '../companies/repo';
import { CardStore } from './card-store';
import { cardBytes } from './caches';
import type { LiveDeps } from './live';
import type { ReadModel } from './model';

export type PresentedDeps = {
  catalog: CatalogService;
  repo: CompaniesRepo;
  log: LiveDeps['log'];
  /** Keep presented cards on disk in `dir` behind their LRU (PostgreSQL only: the service's builder decides); none: the LRU and the database alone. */
  cardStore?: { dir: string };
  /** The current model's row of a company (the store is indexed by rows). */
  rowNow: (id: string) => number | undefined;
};

const lrus = (b: CacheBudget) => ({
  // Sized by bytes (cardBytes): all of 100,000 cards fit in the largest budget.
  cards: new LRUCache<string, CompanyCard>({ maxSize: b.of.cards, sizeCalculation: cardBytes }),
  // A detail is the card's fields and more (projects, zones, contact), and the JSON text the route keeps beside it.
  details: new LRUCache<string, Company>({ maxSize: b.of.details, sizeCalculation: (c) => 1024 + 3 * JSON.stringify(c).length }),
});

export class Presented {
  private cards: LRUCache<string, CompanyCard>;
  private details: LRUCache<string, Company>;
  private gen = 0;
  /** The cards' second level, on disk, indexed by the current model's rows. */
  private store: CardStore | null = null;

  constructor(
    budget: CacheBudget,
    private deps: PresentedDeps,
  ) {
    ({ cards: this.cards, details: this.details } = lrus(budget));
    if (!deps.cardStore) return;
    try {
      this.store = CardStore.open(deps.cardStore.dir, deps.log);
    } catch (e) {
      deps.log.error({ err: e, dir: deps.cardStore.dir }, 'card store: not opened; cards are read from the database');
    }
  }

  /** Changed companies (and removed rows): their cards and details dropped. */
  forget(m: ReadModel, ids: Iterable<string>, removed: number[]) {
    this.gen++;
    for (const id of ids) {
      this.cards.delete(id);
      this.details.delete(id);
      const row = m.rowOf.get(id);
      if (row !== undefined) this.store?.drop(row);
    }
    for (const row of removed) this.store?.drop(row);
  }

  /** A reload numbers the rows again: all dropped; new LRUs when the budget changed. */
  reload(budget: CacheBudget | null) {
    this.gen++;
    this.store?.clear();
    if (budget) ({ cards: this.cards, details: this.details } = lrus(budget));
    else {
      this.cards.clear();
      this.details.clear();
    }
  }

  /** The cards of `ids`, in their order (unknown ones left out). */
  async cardsOf(ids: string[]): Promise<CompanyCard[]> {
    const byId = new Map<string, CompanyCard>();
    const missing: string[] = [];
    for (const id of ids) {
      const c = this.cards.get(id) ?? this.stored(id);
      if (c) byId.set(id, c);
      else missing.push(id);
    }
    if (missing.length) {
      const g = this.gen;
      const [rows, activities] = await Promise.all([this.deps.repo.cards(missing), this.deps.catalog.activityResolver()]);
      for (const r of rows) {
        const card = presentCard(r, activities);
        byId.set(r.company.id, card);
        // A change that raced the read: answer what was read, keep nothing.
        if (g !== this.gen) continue;
        this.cards.set(r.company.id, card);
        const row = this.store && this.deps.rowNow(r.company.id);
        if (row != null) this.store?.set(row, card);
      }
    }
    return ids.map((id) => byId.get(id)).filter((x): x is CompanyCard => !!x);
  }

  /** A card from the store, kept in the LRU again (read at once: no change can race it). */
  private stored(id: string): CompanyCard | undefined {
    const row = this.store && this.deps.rowNow(id);
    const card = row == null ? undefined : this.store?.get<CompanyCard>(row, id);
    if (card) this.cards.set(id, card);
    return card;
  }

  /** A company's public detail, from the LRU; `load` reads it from the database on a miss. */
  async detail(id: string, load: (id: string) => Promise<Company>): Promise<Company> {
    const hit = this.details.get(id);
    if (hit) return hit;
    const g = this.gen;
    const c = await load(id);
    if (g === this.gen) this.details.set(id, c);
    return c;
  }

  sizes() {
    return { cards: heldBy(this.cards), details: heldBy(this.details) };
  }

  /** The card store's cards and bytes (live, and the file's with the dead ones); null without a store. */
  storeStats() {
    return this.store?.stats() ?? null;
  }

  /** The card store's file (tests); null without a store. */
  storeFile() {
    return this.store?.file ?? null;
  }

  drop(name: 'cards' | 'details' | 'cardStore') {
    if (name === 'cards') this.cards.clear();
    else if (name === 'cardStore') this.store?.clear();
    else this.details.clear();
  }

  /** Removes the card store's file. */
  close() {
    this.store?.close();
  }
}
