/** Errors that must never leak, the language header, docs, config and the data-dir lock. */
import * as fs from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/lock';
import { ConfigError, loadConfig } from '../src/infra/config';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      app.get('/api/v1/__boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
      }),
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers a generic 500 without internals', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/__boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ errors: MSG.serverError });
    expect(r.body).not.toMatch(/secret_table|stack|\.ts/);
  });

  it('answers bad JSON, wrong content type and unknown routes in Spanish', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: MSG.invalidBody });
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().errors).toBe(MSG.invalidBody);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toMatch(/^Recurso no encontrado/);
  });

  it('answers Spanish content whatever api-language says', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/users', headers: { 'api-language': 'en' }, payload: {} });
    expect(r.headers['content-language']).toBe('es');
    expect(r.json().errors[0].message).toBe(MSG.required);
  });

  it('publishes the OpenAPI document and its browsable reference', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/v1/companies', '/v1/companies/{id}', '/v1/auth/login', '/v1/projects/{id}', '/v1/cities']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('config', () => {
  it('refuses bad values and a production start without a JWT secret', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir() })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(a.port).toBe(3000);
    rmSync(dir, { recursive: true });
  });
});

describe('data-dir lock', () => {
  it('refuses a second opener while the lock is held, and frees it on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-lock-'));
    const release = await lockDataDir(dir);
    const waits: string[] = [];
    await expect(lockDataDir(dir, { wait: 300, onWait: (m) => waits.push(m) })).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, { wait: 0 })).rejects.toThrow(/ya está en uso por otro proceso/);
    expect(waits).toHaveLength(1);
    await release();
    const again = await lockDataDir(dir, { wait: 0 });
    await again();
    rmSync(dir, { recursive: true });
  });

  it('is not fooled by a stale pid file whose number belongs to another live process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-lock-'));
    // The pid file of the old lock, left by a dead server, now naming a live process (this test runner).
    writeFileSync(join(dir, 'cimenta.pid'), String(process.pid));
    const release = await lockDataDir(dir, { wait: 0 });
    expect(existsSync(join(dir, 'cimenta.pid'))).toBe(false);
    await release();
    // pid 1 always exists: still no reason to refuse.
    writeFileSync(join(dir, 'cimenta.pid'), '1');
    await (await lockDataDir(dir, { wait: 0 }))();
    rmSync(dir, { recursive: true });
  });

  it('takes over a lock its holder stopped refreshing (kill -9), and not one still refreshed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-lock-'));
    // A lock directory left by a killed holder: nobody refreshes its mtime.
    mkdirSync(join(dir, 'cimenta.lock'));
    await expect(lockDataDir(dir, { stale: 10_000, wait: 0 })).rejects.toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 11_000);
    utimesSync(join(dir, 'cimenta.lock'), old, old);
    const release = await lockDataDir(dir, { stale: 10_000, wait: 0 });
    await release();
    expect(existsSync(join(dir, 'cimenta.lock'))).toBe(false);
    rmSync(dir, { recursive: true });
  });

  it('a refresh under way when the lock is released is no compromise (the process goes on)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-lock-'));
    // The refresh's stat is held until we let it go: after the release, as a busy machine can.
    let statStarted: () => void = () => {};
    const started = new Promise<void>((r) => (statStarted = r));
    let letGo: () => void = () => {};
    const gate = new Promise<void>((r) => (letGo = r));
    let statDone: () => void = () => {};
    const done = new Promise<void>((r) => (statDone = r));
    let holding = false;
    const slowFs = {
      ...fs,
      stat: ((path: string, cb: (err: NodeJS.ErrnoException | null, s?: fs.Stats) => void) => {
        // Taking the lock stats too (its mtime's precision): only the refreshes are held.
        if (!holding) return fs.stat(path, cb);
        statStarted();
        void gate.then(() =>
          fs.stat(path, (err, st) => {
            cb(err, st);
            statDone();
          }),
        );
      }) as typeof fs.stat,
    } as typeof fs;
    const compromised: Error[] = [];
    const release = await lockDataDir(dir, { stale: 10_000, update: 20, wait: 0, fs: slowFs, onCompromised: (e) => compromised.push(e) });
    holding = true;
    await started;
    await release();
    expect(existsSync(join(dir, 'cimenta.lock'))).toBe(false);
    // The held stat now finds the lock gone.
    letGo();
    await done;
    expect(compromised).toEqual([]);
    rmSync(dir, { recursive: true });
  });

  it('waits for an abandoned lock to go stale instead of failing at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cimenta-lock-'));
    mkdirSync(join(dir, 'cimenta.lock'));
    // Short timings: the lock goes stale 1 s after its last refresh, and the opener waits up to 10 s.
    const release = await lockDataDir(dir, { stale: 1_000, update: 500, wait: 10_000 });
    await release();
    rmSync(dir, { recursive: true });
  });
});
