/**
 * The start-up snapshot (snapshot.ts, live.ts; issue 17), with app instances on one database
 * (PGlite or PostgreSQL): a process started from the file answers what a process that read every
 * company answers, including changes made after the file was written, and then follows the feed;
 * a file too old for the feed, or damaged, is not used.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buildApp, type BuildOptions } from '../../app';
import { searchLoader } from './loader';
import { emptyPair, pairCatalogue } from './pair';
import { openSnapshot, SNAPSHOT_FILE } from './snapshot';
import { TextIndex } from './text';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ demo: 80 });
  dir = mkdtempSync(join(tmpdir(), 'cimenta-snapshot-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type App = TestApp['app'];
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const ids = async (n: number, offset: number) =>
  ((await exec(sql`SELECT id FROM companies ORDER BY id LIMIT ${n} OFFSET ${offset}`)).rows as { id: string }[]).map((r) => r.id);

async function start(search?: BuildOptions['search']) {
  const app = await buildApp({ config: t.app.infra.config, database: t.database, logger: false, search });
  await app.ready();
  return app;
}
const fromFile = () => start({ manual: true, snapshot: { dir } });

/** A write's test hook that holds it after its fourth part (`inPause`) until `release()`. */
function heldWrite() {
  let frames = 0;
  let paused: () => void = () => {};
  let release: () => void = () => {};
  const inPause = new Promise<void>((r) => {
    paused = r;
  });
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const pause = async () => {
    if (++frames === 4) {
      paused();
      await gate;
    }
  };
  return { pause, inPause, release: () => release(), frames: () => frames };
}
const file = () => join(dir, SNAPSHOT_FILE);

/** Public answers that read every part of the model: listings, orders, filters, facets, text, suggestions, details. */
async function answers(app: App, detailIds: string[]) {
  const urls = [
    '/api/v1/companies',
    '/api/v1/companies?order=newest&page=2&perPage=10',
    '/api/v1/companies?order=name&perPage=50',
    '/api/v1/companies?order=rating&facets=true',
    `/api/v1/companies?facets=true&filter=${encodeURIComponent(JSON.stringify([{ provinceName: 'Madrid' }]))}`,
    '/api/v1/companies?search=reformas&facets=true',
    '/api/v1/companies?search=fontanero%20sevilla',
    '/api/v1/companies?search=Renombrada%20Tras',
    '/api/v1/companies?search=refromas%20ba%C3%B1o',
    '/api/v1/suggest?q=font',
    '/api/v1/suggest?q=construcciones%20ga',
    ...detailIds.map((id) => `/api/v1/companies/${id}`),
  ];
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url });
    out[url] = [res.statusCode, res.json()];
  }
  return out;
}

describe('the start-up snapshot', { shuffle: false }, () => {
  // Three app starts each, on a machine that may be loaded: a generous bound, not a speed check.
  it('a process started from it answers as a full load, with the changes made after it, and then follows the feed', {
    timeout: 180_000,
  }, async () => {
    const a = await fromFile();
    expect(a.services.search.started().from).toBe('database');
    expect(await a.services.search.saveSnapshot()).toBeGreaterThan(0);
    await a.close();

    // Changes after the file was written: a rename, a deletion, a work zone (no update time shows it).
    const [renamed, deleted, zoned, later] = await ids(4, 7);
    await exec(sql`UPDATE companies SET name = 'Renombrada Tras Instantánea', updated_at = now() WHERE id = ${renamed}::uuid`);
    await exec(sql`DELETE FROM companies WHERE id = ${deleted}::uuid`);
    await exec(sql`INSERT INTO company_zones (company_id, province_id) VALUES (${zoned}::uuid, 28) ON CONFLICT DO NOTHING`);

    const b = await fromFile();
    const full = await start({ manual: true });
    try {
      expect(b.services.search.started().from).toBe('snapshot');
      expect(full.services.search.started().from).toBe('database');
      const detailIds = [renamed, deleted, zoned, later];
      const got = await answers(b, detailIds);
      expect(got).toEqual(await answers(full, detailIds));
      expect((got['/api/v1/companies?search=Renombrada%20Tras'] as [number, { items: { id: string }[] }])[1].items[0].id).toBe(renamed);
      expect((got[`/api/v1/companies/${deleted}`] as [number])[0]).toBe(404);

      // Then the feed: a change after it started.
      await exec(sql`UPDATE companies SET name = 'Cambiada Después Del Arranque', updated_at = now() WHERE id = ${later}::uuid`);
      await b.services.search.sync();
      const res = await b.inject({ method: 'GET', url: `/api/v1/companies/${later}` });
      expect((res.json() as { name: string }).name).toBe('Cambiada Después Del Arranque');
      expect(b.services.search.stats().rows).toBe(full.services.search.stats().rows);
    } finally {
      await b.close();
      await full.close();
    }
  });

  it('a damaged file is not used: the process loads from the database', { timeout: 180_000 }, async () => {
    const a = await fromFile();
    await a.services.search.saveSnapshot();
    await a.close();
    const good = readFileSync(file());
    try {
      // Cut short, and one byte changed in the middle.
      for (const bad of [
        good.subarray(0, Math.floor(good.length * 0.6)),
        Buffer.from(good).fill(7, good.length >> 1, (good.length >> 1) + 1),
      ]) {
        writeFileSync(file(), bad);
        const b = await fromFile();
        try {
          expect(b.services.search.started().from).toBe('database');
          expect(b.services.search.stats().rows).toBe(t.app.services.search.stats().rows);
        } finally {
          await b.close();
        }
      }
      // Not a snapshot at all.
      writeFileSync(file(), 'no');
      const c = await fromFile();
      expect(c.services.search.started().from).toBe('database');
      await c.close();
    } finally {
      writeFileSync(file(), good);
    }
    // The good file again: used.
    const d = await fromFile();
    expect(d.services.search.started().from).toBe('snapshot');
    await d.close();
  });

  it('a file older than what the feed keeps is not used (pruned past it)', { timeout: 180_000 }, async () => {
    const a = await fromFile();
    await a.services.search.saveSnapshot();
    await a.close();
    const [id] = await ids(1, 20);
    await exec(sql`UPDATE companies SET name = 'Cambio Podado', updated_at = now() WHERE id = ${id}::uuid`);
    // Pruned past the file's position (as an hour of pruning by the others would).
    await exec(sql`DELETE FROM company_changes`);
    await exec(sql`UPDATE company_changes_pruned SET xid = pg_snapshot_xmax(pg_current_snapshot())`);
    const b = await fromFile();
    try {
      expect(b.services.search.started().from).toBe('database');
      const res = await b.inject({ method: 'GET', url: `/api/v1/companies/${id}` });
      expect((res.json() as { name: string }).name).toBe('Cambio Podado');
    } finally {
      await b.close();
    }
  });

  it('writing the file does not hold the changes: one made while it is written is served before the file is complete, and the file keeps its position', {
    timeout: 180_000,
  }, async () => {
    const own = mkdtempSync(join(tmpdir(), 'cimenta-snapshot-'));
    // The write stops after a few frames until released: a change is made in between.
    const { pause, inPause, release } = heldWrite();
    // A full load writes the file once it has loaded (the write this test holds).
    const a = await start({ manual: true, snapshot: { dir: own, pause } });
    try {
      expect(a.services.search.started().from).toBe('database');
      await inPause;
      let complete = false;
      const written = a.services.search.saveSnapshot().then((bytes) => {
        complete = true;
        return bytes;
      });
      const [id] = await ids(1, 30);
      await exec(sql`UPDATE companies SET name = 'Cambiada Durante La Escritura', updated_at = now() WHERE id = ${id}::uuid`);
      await a.services.search.sync();
      const res = await a.inject({ method: 'GET', url: '/api/v1/companies?search=Cambiada%20Durante%20Escritura' });
      expect((res.json() as { items: { id: string }[] }).items[0]?.id).toBe(id);
      // Applied and served while the file was still being written.
      expect(complete).toBe(false);
      release();
      expect(await written).toBeGreaterThan(0);

      // The file is the pair as of its position, before the change (the fields not written yet
      // were copied before it was applied) ...
      const c = await pairCatalogue(t.database.db, t.app.services.catalog, searchLoader(t.database.db), false);
      const pair = emptyPair(c, (x) => new TextIndex(x));
      const snap = await openSnapshot(join(own, SNAPSHOT_FILE));
      expect(snap).not.toBeNull();
      await snap?.restore({ model: pair.model, text: pair.text, docs: pair.docs });
      await snap?.close();
      const row = pair.model.rowOf.get(id) as number;
      expect(pair.text?.search('cambiada durante escritura').rows.includes(row)).toBe(false);
      // ... and a process started from it serves the change from the feed.
      const b = await start({ manual: true, snapshot: { dir: own } });
      try {
        expect(b.services.search.started().from).toBe('snapshot');
        const got = await b.inject({ method: 'GET', url: `/api/v1/companies/${id}` });
        expect((got.json() as { name: string }).name).toBe('Cambiada Durante La Escritura');
      } finally {
        await b.close();
      }
    } finally {
      release();
      await a.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('closing stops a write under way: no file and no temporary file are left, and the close does not wait for the write', {
    timeout: 180_000,
  }, async () => {
    const own = mkdtempSync(join(tmpdir(), 'cimenta-snapshot-'));
    const held = heldWrite();
    const { pause, inPause, release } = held;
    const a = await start({ manual: true, snapshot: { dir: own, pause } });
    try {
      await inPause;
      // Closing tells the write to stop at once; released, it ends before its next part.
      const closing = a.services.search.close();
      release();
      await closing;
      expect(held.frames()).toBe(4);
      expect(readdirSync(own)).toEqual([]);
    } finally {
      release();
      await a.close();
      rmSync(own, { recursive: true, force: true });
    }
  });
});
