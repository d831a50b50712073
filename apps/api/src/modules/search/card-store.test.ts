/**
 * The cards' store on disk (card-store.ts, issue 17), on PostgreSQL where the service keeps one:
 * a card served from it after the LRU was emptied answers what PostgreSQL did; a change, a hidden
 * company and a reload leave nothing stale in it; its file goes on close, and at start the files of
 * dead processes go while a live process's stays. Then the store alone against a Map, through
 * random writes, drops and restarts over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, usingPostgres } from '../../../test/helper';
import { buildApp } from '../../app';
import { CardStore } from './card-store';

describe.runIf(usingPostgres)('the card store on PostgreSQL', { shuffle: false }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: 40 });
  });
  afterAll(() => t?.close());

  const search = () => t.app.services.search;
  const all = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=100' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const cardOf = (body: string, id: string) =>
    (JSON.parse(body) as { items: { id: string; name: string }[] }).items.find((c) => c.id === id);
  /** Nothing but the store can answer a card now: the LRU and the kept pages emptied. */
  const onlyStore = () => {
    search().dropCache('cards');
    search().dropCache('pages');
  };

  it('serves the cards from the store once the LRU is emptied, as PostgreSQL answered them', async () => {
    const fromDb = await all();
    expect(search().cardStore()?.entries).toBe(40);
    onlyStore();
    const before = search().cardStore()?.hits ?? 0;
    expect(await all()).toBe(fromDb);
    expect((search().cardStore()?.hits ?? 0) - before).toBe(40);
    expect(statSync(search().cardStoreFile() as string).size).toBe(search().cardStore()?.fileBytes);
  });

  it('lists a company changed after its card was stored with the change', async () => {
    const id = JSON.parse(await all()).items[3].id as string;
    await t.database.db.execute(sql`UPDATE companies SET name = 'Cambiada en el almacén', updated_at = now() WHERE id = ${id}`);
    await search().sync();
    onlyStore();
    expect(cardOf(await all(), id)?.name).toBe('Cambiada en el almacén');
  });

  it('drops a hidden company, and lists it as it is when shown again', async () => {
    const id = JSON.parse(await all()).items[5].id as string;
    const entries = search().cardStore()?.entries ?? 0;
    await t.database.db.execute(sql`UPDATE companies SET hidden_at = now(), updated_at = now() WHERE id = ${id}`);
    await search().sync();
    expect(search().cardStore()?.entries).toBe(entries - 1);
    onlyStore();
    expect(cardOf(await all(), id)).toBeUndefined();
    await t.database.db.execute(sql`UPDATE companies SET hidden_at = NULL, name = 'Vuelta', updated_at = now() WHERE id = ${id}`);
    await search().sync();
    onlyStore();
    expect(cardOf(await all(), id)?.name).toBe('Vuelta');
  });

  it('empties the store on a reload', async () => {
    const fromStore = await all();
    expect(search().cardStore()?.entries).toBe(40);
    await search().reload();
    expect(search().cardStore()).toMatchObject({ entries: 0, fileBytes: 0 });
    expect(statSync(search().cardStoreFile() as string).size).toBe(0);
    onlyStore();
    expect(await all()).toBe(fromStore);
    expect(search().cardStore()?.entries).toBe(40);
  });

  it('removes its file on close, and at start the files of dead processes only', async () => {
    const dir = join(t.dataDir, 'search');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const files = {
      dead: `cards.${dead}.0badf00d.${hostname()}`,
      live: `cards.${process.ppid}.0badf00d.${hostname()}`,
      otherHost: `cards.${dead}.0badf00d.otra-maquina`,
    };
    for (const f of Object.values(files)) writeFileSync(join(dir, f), '{}');
    const app = await buildApp({ config: t.app.infra.config, database: t.database, logger: false, jobWorker: false });
    let closed = false;
    try {
      await app.services.search.start();
      const own = app.services.search.cardStoreFile() as string;
      const mine = search().cardStoreFile() as string;
      expect(readdirSync(dir).sort()).toEqual([files.live, files.otherHost, own.split('/').pop(), mine.split('/').pop()].sort());
      await app.inject({ method: 'GET', url: '/api/v1/companies?perPage=100' });
      expect(app.services.search.cardStore()?.entries).toBe(40);
      await app.close();
      closed = true;
      expect(existsSync(own)).toBe(false);
      expect(existsSync(mine)).toBe(true);
    } finally {
      if (!closed) await app.close();
    }
  });
});

describe('the card store alone', () => {
  it('answers what was last written for each row, through drops, clears and restarts over', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-cards-'));
    const op = fc.oneof(
      { arbitrary: fc.record({ k: fc.constant('set' as const), row: fc.nat(12), text: fc.string({ maxLength: 300 }) }), weight: 20 },
      { arbitrary: fc.record({ k: fc.constant('drop' as const), row: fc.nat(12) }), weight: 9 },
      { arbitrary: fc.record({ k: fc.constant('clear' as const) }), weight: 1 },
    );
    try {
      fc.assert(
        fc.property(fc.array(op, { minLength: 50, maxLength: 300 }), (ops) => {
          const store = CardStore.open(dir, undefined, 1_000);
          const model = new Map<number, { id: string; text: string }>();
          let n = 0;
          try {
            for (const o of ops) {
              const started = store.stats().startedOver;
              if (o.k === 'set') {
                const card = { id: `c${n++}`, text: o.text };
                store.set(o.row, card);
                model.set(o.row, card);
              } else if (o.k === 'drop') {
                store.drop(o.row);
                model.delete(o.row);
              } else {
                store.clear();
                model.clear();
              }
              // Started over (before a write appends its card): every other card dropped, as a cache may.
              if (store.stats().startedOver !== started) {
                const kept = o.k === 'set' ? model.get(o.row) : undefined;
                model.clear();
                if (kept && o.k === 'set') model.set(o.row, kept);
              }
              const s = store.stats();
              expect(s.entries).toBe(model.size);
              expect(s.fileBytes - s.liveBytes).toBeLessThanOrEqual(Math.max(s.liveBytes, 1_000));
              expect(statSync(store.file).size).toBe(s.fileBytes);
              for (let row = 0; row <= 13; row++) {
                const want = model.get(row);
                expect(store.get(row, want?.id ?? 'none')).toEqual(want);
              }
              // Another company's id at a kept row: nothing.
              for (const row of model.keys()) expect(store.get(row, 'other')).toBeUndefined();
            }
          } finally {
            store.close();
          }
          expect(existsSync(store.file)).toBe(false);
        }),
        // No shrinking: a failure's long sequence took minutes to shrink.
        { numRuns: 60, endOnFailure: true },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
