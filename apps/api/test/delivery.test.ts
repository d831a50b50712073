/**
 * Delivery (issue 9): compression negotiated per request, precompressed build files sent as
 * they are, hashed assets cached for a year, the HTML revalidated with ETag / 304.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

/** A built web app as Vite and vite-plugin-compression2 write it: each text file beside its .br and .gz. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cimenta-web-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html lang="es"><head><!--ssr-head--><title>Cimenta</title><!--/ssr-head--><!--app-assets--></head><body><div id="root"></div>${'<!-- x -->'.repeat(200)}</body></html>`,
    'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify('cimenta '.repeat(400))});`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

describe('delivery: compression and caching', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fakeWebDist();
    t = await createTestApp({ webDist: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('compresses API JSON with brotli or gzip as the client asks, and not at all when it does not', async () => {
    const url = '/api/v1/provinces';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends the build’s .br and .gz files for hashed assets, cached for a year as immutable', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(readFileSync(join(web, `${url}.br`)))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(join(web, `${url}.gz`)))).toBe(true);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(join(web, url), 'utf8'));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing hashed asset is a 404, not the HTML shell', async () => {
    const res = await t.app.inject({ url: '/assets/index-Gone9999.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it.each(['/', '/companies', '/company/5f0c6a52-1d7e-4a8e-9a49-2f6f4f0b6a11'])(
    'the HTML at %s is compressed and revalidated: no-cache, ETag, 304 when unchanged',
    async (url) => {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/text\/html/);
      expect(first.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<div id="root">');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('other unhashed files (the favicon) are revalidated too', async () => {
    const res = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('an upload without responsive copies (stored before they existed) sends its copies to the image itself', async () => {
    const dir = join(t.dataDir, 'uploads', 'companies', 'old');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a1b2.webp'), 'RIFF');
    const res = await t.app.inject({ url: '/uploads/companies/old/a1b2-480w.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/uploads/companies/old/a1b2.webp');
    expect((await t.app.inject({ url: '/uploads/companies/old/none-480w.webp' })).statusCode).toBe(404);
  });
});
