import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { type SeoRepo, seoRepo } from './repo';
import { chunks, seoService, xmlEscape } from './service';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
type El = { name: string; uri: string; children: El[]; text: string };

/** A strict, namespace-aware parse (throws on malformed XML): the root element. */
function parseXml(xml: string): El {
  const parser = new SaxesParser({ xmlns: true });
  const stack: El[] = [];
  let root: El | undefined;
  parser.on('opentag', (tag) => {
    const el: El = { name: tag.local, uri: tag.uri, children: [], text: '' };
    stack.at(-1)?.children.push(el);
    stack.push(el);
    root ??= el;
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.on('error', (e) => {
    throw e;
  });
  parser.write(xml).close();
  if (!root) throw new Error('empty document');
  return root;
}
const child = (el: El, name: string) => el.children.find((c) => c.name === name);
/** `<url>`/`<sitemap>` entries as {loc, lastmod}, each element in the sitemap namespace. */
function entries(root: El, entry: 'url' | 'sitemap') {
  const all = [root, ...root.children, ...root.children.flatMap((c) => c.children)];
  expect(all.every((e) => e.uri === NS)).toBe(true);
  expect(root.children.every((c) => c.name === entry)).toBe(true);
  return root.children.map((c) => ({ loc: child(c, 'loc')?.text ?? '', lastmod: child(c, 'lastmod')?.text }));
}
async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const c of stream) out += String(c);
  return out;
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ demo: 30 });
  base = t.app.infra.config.publicUrl;
});
afterAll(() => t.close());
const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the account screens and the API, and names the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    const lines = r.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/my-profile', '/rwc', '/users/', '/sign-in', '/register']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/(company|companies|empresas|servicios)?$/.test(l))).toBe(false);
    expect((await get('/robots.txt', 'HEAD')).statusCode).toBe(200);
  });
});

describe('sitemaps', () => {
  it('answer an index whose children list the static pages, the landing pages and every company with its lastmod', async () => {
    const r = await get('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/xml/);
    const index = parseXml(r.body);
    expect(index.name).toBe('sitemapindex');
    const locs = entries(index, 'sitemap').map((e) => e.loc);
    expect(locs).toEqual([`${base}/sitemaps/static-1.xml`, `${base}/sitemaps/landing-1.xml`, `${base}/sitemaps/companies-1.xml`]);

    const read = async (loc: string) => {
      const res = await get(loc.slice(base.length));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const root = parseXml(res.body);
      expect(root.name).toBe('urlset');
      return entries(root, 'url');
    };
    const [statics, landings, companies] = await Promise.all(locs.map(read));
    expect(statics?.map((e) => e.loc)).toEqual(['/', '/companies', '/know-me', '/comenzar'].map((p) => `${base}${p}`));

    const links = (await t.app.inject({ method: 'GET', url: '/api/v1/landing' })).json().items as { path: string }[];
    expect(links.length).toBeGreaterThan(0);
    expect(landings?.map((e) => e.loc)).toEqual(links.map((l) => `${base}${l.path}`));

    const rows = await t.database.db.query.companies.findMany({ columns: { id: true, updatedAt: true } });
    expect(companies).toHaveLength(30);
    const byId = new Map(rows.map((x) => [x.id, x.updatedAt.toISOString()]));
    for (const e of companies ?? []) {
      const id = e.loc.slice(`${base}/company/`.length);
      expect(e.lastmod).toBe(byId.get(id));
    }
  });

  it('answer 404 for a child that does not exist', async () => {
    for (const url of ['/sitemaps/companies-2.xml', '/sitemaps/landing-0.xml', '/sitemaps/static-2.xml', '/sitemaps/nada.xml']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
    }
  });

  it('split at the URL limit: every company once, no child over the limit', async () => {
    const db = t.app.infra.database.db;
    const seo = seoService({ repo: seoRepo(db), landing: t.app.services.landing, publicUrl: base, maxUrls: 7, batchSize: 3 });
    expect(chunks(30, 7)).toBe(5);
    const names = parseXml(await seo.index())
      .children.map((c) => child(c, 'loc')?.text ?? '')
      .map((loc) => loc.slice(`${base}/sitemaps/`.length));
    const landings = (await t.app.services.landing.index()).length;
    expect(names.filter((n) => n.startsWith('companies-'))).toEqual([
      'companies-1.xml',
      'companies-2.xml',
      'companies-3.xml',
      'companies-4.xml',
      'companies-5.xml',
    ]);
    expect(names.filter((n) => n.startsWith('landing-'))).toHaveLength(Math.ceil(landings / 7));
    expect(names.filter((n) => n.startsWith('static-'))).toEqual(['static-1.xml']);

    const seen: string[] = [];
    for (const name of names) {
      const stream = await seo.child(name);
      if (!stream) throw new Error(`no ${name}`);
      const urls = entries(parseXml(await text(stream)), 'url');
      expect(urls.length, name).toBeGreaterThan(0);
      expect(urls.length, name).toBeLessThanOrEqual(7);
      if (name.startsWith('companies-')) seen.push(...urls.map((u) => u.loc));
    }
    const ids = (await db.query.companies.findMany({ columns: { id: true } })).map((x) => `${base}/company/${x.id}`);
    expect(seen).toHaveLength(30);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(await seo.child('companies-6.xml')).toBeNull();
  });

  it('stream the companies, reading the database one batch at a time as the reader goes', async () => {
    const repo = seoRepo(t.app.infra.database.db);
    const calls: number[] = [];
    const counted: SeoRepo = {
      ...repo,
      companyBatch: async (cursor, limit) => {
        const rows = await repo.companyBatch(cursor, limit);
        calls.push(rows.length);
        return rows;
      },
    };
    const seo = seoService({ repo: counted, landing: t.app.services.landing, publicUrl: base, maxUrls: 30, batchSize: 4 });
    const stream = await seo.child('companies-1.xml');
    if (!stream) throw new Error('no child');
    const it = stream[Symbol.asyncIterator]();
    await it.next(); // the opening
    await it.next(); // the first batch
    expect(calls.length).toBeLessThanOrEqual(2);
    while (!(await it.next()).done);
    expect(calls.reduce((a, b) => a + b, 0)).toBe(30);
    expect(Math.max(...calls)).toBeLessThanOrEqual(4);
  });

  it('escape what XML needs escaped', async () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const seo = seoService({
      repo: seoRepo(t.app.infra.database.db),
      landing: t.app.services.landing,
      publicUrl: 'https://x.es/?a=1&b=<2>',
    });
    const stream = await seo.child('static-1.xml');
    if (!stream) throw new Error('no child');
    const urls = entries(parseXml(await text(stream)), 'url');
    expect(urls[0]?.loc).toBe('https://x.es/?a=1&b=<2>/');
  });
});
