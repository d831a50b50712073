/**
 * A page whose server render fails answers 500 with a plain error page and a log line, never the
 * shell with a 200 (issue 18: a development build run in production once answered every page so).
 * The web build here is a fixture whose renderer throws, as `jsxDEV is not a function` did.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PUBLIC_TEXTS } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

const webDist = mkdtempSync(join(tmpdir(), 'cimenta-web-'));
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><!--ssr-head--><title>Cimenta</title><!--/ssr-head--><!--app-assets--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(webDist, 'server'));
  writeFileSync(
    join(webDist, 'server/entry-server.js'),
    "export function canonicalUrl(url) { return url; }\nexport async function render() { throw new TypeError('jsxDEV is not a function'); }\n",
  );
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ webDist, logStream });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a render that fails', () => {
  it('answers 500 with a plain page in Spanish and logs why', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/companies?q=reformas' });
    expect(r.statusCode).toBe(500);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain(PUBLIC_TEXTS.routeError.title);
    expect(r.body).not.toContain('<div id="root"></div>');
    expect(r.body).not.toContain('<script');
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'server rendering failed');
    expect(line?.level).toBe(50);
    expect(line?.err?.message).toContain('jsxDEV is not a function');
  });
});
