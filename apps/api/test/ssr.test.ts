/**
 * Server rendering of the public pages (issue 9), through the real app and the built web app
 * (apps/web/dist, built here when missing): content, head tags, JSON-LD, status codes, HEAD,
 * ETag revalidation, security headers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { registerSecurityHeaders } from '../src/web/security';
import { builtWeb, createTestApp, type TestApp } from './helper';

let t: TestApp;

beforeAll(() => void builtWeb(), 300_000);
beforeAll(async () => {
  t = await createTestApp({ demo: 30 });
  // The first render loads the server bundle and warms React (12–15 s of a loaded worker, past a
  // test's 30 s at load 20): set-up, not the first test's work.
  expect((await get('/know-me')).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

type LdNode = Record<string, unknown> & { itemListElement: { name: string }[]; areaServed: unknown[]; logo?: string; image?: string };

/** The JSON-LD nodes of a page, parsed. */
function jsonLd(html: string): LdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? ''));
}
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function firstCompany() {
  const list = (await get('/api/v1/companies?perPage=1')).json();
  return (await get(`/api/v1/companies/${list.items[0].id}`)).json();
}

describe('server-rendered pages', () => {
  it('the home page holds its content, head, JSON-LD and the data the browser hydrates with', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('<title data-seo>Cimenta · Empresas de construcción y reformas en España</title>');
    expect(meta(html, 'name', 'description')).toBeTruthy();
    const origin = t.app.infra.config.publicUrl;
    expect(html).toContain(`<link rel="canonical" href="${origin}/" data-seo>`);
    expect(meta(html, 'property', 'og:url')).toBe(`${origin}/`);
    expect(html).toContain('Encuentra la empresa de construcción que tu proyecto necesita');
    // Footer links are in the HTML, the accessibility statement among them.
    expect(html).toContain('href="/accesibilidad"');
    const ld = jsonLd(html);
    const site = ld.find((n) => n['@type'] === 'WebSite') as unknown as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${origin}/companies?q={search_term_string}`);
    expect(ld.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];
    const payload = JSON.parse(data ?? '');
    // The home is an islands page (issue 21): the data is each island's props, with the path it was rendered at.
    expect(payload.location).toEqual({ pathname: '/', search: '' });
    expect(payload.queries).toBeUndefined();
    // The company types the searcher shows are in its props, as the API answers them.
    const search = payload.islands.find((i: { name: string }) => i.name === 'home-search');
    const types = search.props.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'GET /companytypes');
    expect(types.data).toEqual((await get('/api/v1/companytypes?perPage=1000')).json());
    // The total count is in the summary strip's text (the page's loader read it).
    const total = (await get('/api/v1/companies')).json().total as number;
    expect(html).toContain(total.toLocaleString('es-ES'));
    // No executable inline script: only files and data.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/src="|type="application\/(ld\+)?json"/);
  });

  it('a server-rendered page starts its scripts after the first paint, from the manifest; the shell starts them at once', async () => {
    const manifest = JSON.parse(readFileSync(join(builtWeb(), '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    const entry = manifest['src/main.tsx'];
    expect(entry?.isEntry).toBe(true);
    // A page hydrated whole (the home, the company and landing pages are islands: their entry is src/islands.tsx).
    const html = (await get('/know-me')).body;
    // No module script and no preload that the browser would fetch while the page paints.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    const boot = /<script defer src="\/boot.js" data-entry="([^"]+)" data-chunks="([^"]+)"><\/script>/.exec(html);
    expect(boot?.[1]).toBe(`/${entry?.file}`);
    expect((await get(boot?.[1] ?? '')).statusCode).toBe(200);
    // The entry's static imports and the page's own chunks, for boot.js to preload.
    const chunks = boot?.[2]?.split(' ') ?? [];
    for (const i of entry?.imports ?? []) expect(chunks).toContain(`/${manifest[i]?.file}`);
    expect(chunks).toContain(`/${manifest['src/features/info/know-me-page.tsx']?.file}`);
    expect(chunks).not.toContain(`/${manifest['src/features/company-detail/company-page.tsx']?.file}`);
    for (const c of chunks) expect((await get(c)).statusCode, c).toBe(200);
    const script = await get('/boot.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('data');

    const shell = (await get('/sign-in')).body;
    expect(shell).toContain(`<script type="module" crossorigin src="/${entry?.file}"></script>`);
    for (const i of entry?.imports ?? []) expect(shell).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[i]?.file}">`);
    expect(shell).not.toContain('boot.js');
  });

  it('a company page has its name, description, Open Graph tags and schema.org business', async () => {
    const c = await firstCompany();
    const res = await get(`/company/${c.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const origin = t.app.infra.config.publicUrl;
    expect(html).toContain(escapeHtml(c.name));
    expect(html).toContain(escapeHtml(c.description));
    expect(html).toContain(`<link rel="canonical" href="${origin}/company/${c.id}" data-seo>`);
    expect(decode(meta(html, 'property', 'og:title') ?? '')).toContain(c.name);
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${origin}/uploads/`));
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const business = jsonLd(html).find((n) => n.name === c.name) as LdNode;
    expect([
      'HomeAndConstructionBusiness',
      'GeneralContractor',
      'Electrician',
      'Plumber',
      'RoofingContractor',
      'HVACBusiness',
      'HousePainter',
      'Locksmith',
    ]).toContain(business['@type']);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      url: `${origin}/company/${c.id}`,
      telephone: c.contact.phone,
      address: { '@type': 'PostalAddress', streetAddress: c.address.address, postalCode: c.address.zipcode, addressCountry: 'ES' },
    });
    expect(business.areaServed.length).toBeGreaterThan(0);
    expect(business.logo ?? business.image).toMatch(/^http/);
    const crumbs = jsonLd(html).find((n) => n['@type'] === 'BreadcrumbList') as LdNode;
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Inicio', 'Empresas', c.name]);
  });

  it('the results page lists companies as an ItemList', async () => {
    const page = (await get('/api/v1/companies?perPage=20')).json();
    const html = (await get('/companies')).body;
    for (const c of page.items.slice(0, 5)) expect(html).toContain(escapeHtml(c.name));
    const list = jsonLd(html).find((n) => n['@type'] === 'ItemList') as LdNode;
    expect(list.itemListElement).toHaveLength(page.items.length);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, url: `${t.app.infra.config.publicUrl}/company/${page.items[0].id}` });
  });

  it.each(['/know-me', '/comenzar', '/accesibilidad'])('%s is rendered with its own title', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title data-seo>[^<]+ · [^<]+<\/title>/);
    expect(res.body).not.toContain('<title data-seo>Cimenta</title>');
    expect(res.body).toContain('id="ssr-data"');
  });

  it('the accessibility statement names its target, its tests and a contact', async () => {
    const html = (await get('/accesibilidad')).body;
    expect(html).toContain('WCAG');
    expect(html).toContain('2.2');
    expect(html).toContain('axe');
    expect(html).toContain('375');
    expect(html).toContain('mailto:hola@cimenta.es');
  });

  it('account screens get the shell, rendered in the browser', async () => {
    const res = await get('/sign-in');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-data');
    expect(res.body).toContain('<title data-seo>Cimenta</title>');
  });

  it("an account screen's shell preloads its chunks, so they load beside the entry (issue 22)", async () => {
    const manifest = JSON.parse(readFileSync(join(builtWeb(), '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = (src: string) => `<link rel="modulepreload" crossorigin href="/${manifest[`src/features/profile/${src}`]?.file}">`;
    const home = (await get('/my-profile')).body;
    expect(home).toContain(chunk('profile-layout.tsx'));
    expect(home).toContain(chunk('admin-screen.tsx'));
    expect(home).not.toContain(chunk('company-screen.tsx'));
    const company = (await get('/my-profile/company')).body;
    expect(company).toContain(chunk('profile-layout.tsx'));
    expect(company).toContain(chunk('company-screen.tsx'));
    // Still the plain entry: nothing is rendered, so nothing waits for a first paint.
    expect(company).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    // The screens' CSS arrives with the shell, as on a rendered page.
    expect(company).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
    // A screen without preloads of its own gets only the account routes' declarations (issue 21:
    // the browser loads them before it starts on a shell), which a rendered page never preloads.
    const routes = `<link rel="modulepreload" crossorigin href="/${manifest['src/app/account-routes.tsx']?.file}">`;
    const signIn = (await get('/sign-in')).body;
    expect(signIn).not.toContain(chunk('profile-layout.tsx'));
    for (const shell of [home, company, signIn]) expect(shell).toContain(routes);
    expect((await get('/')).body).not.toContain(routes);
  });

  it("the /my-profile shell asks for the profile itself, before any script, with the answer's nonce (issue 22)", async () => {
    for (const url of ['/my-profile', '/my-profile/company']) {
      const res = await get(url);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      const early = /<script nonce="([^"]+)">[^<]*fetch\("\/api\/v1\/users"[^<]*<\/script>/.exec(res.body);
      expect(early?.[1]).toBe(nonce);
      // First in the head: before the entry and the preloads, so the request leaves before theirs.
      expect(res.body.indexOf(early?.[0] ?? '')).toBeLessThan(res.body.indexOf('<script type="module"'));
      expect(res.body.indexOf(early?.[0] ?? '')).toBeLessThan(res.body.indexOf('rel="modulepreload"'));
    }
    // Other account screens do not ask for a profile.
    expect((await get('/sign-in')).body).not.toContain('/api/v1/users');
    // The ETag stays that of the page without its nonce.
    expect((await get('/my-profile')).headers.etag).toBe((await get('/my-profile')).headers.etag);
  });
});

describe('status codes', () => {
  it.each([
    ['an unknown route', '/no-existe'],
    ['an unknown company', '/company/00000000-0000-4000-8000-000000000000'],
    ['a malformed company id', '/company/xyz'],
  ])('%s answers 404 with the not-found page and noindex', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<meta name="robots" content="noindex" data-seo>');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).toMatch(/no encontrada/);
  });

  it('a deleted company answers 404', async () => {
    const list = (await get('/api/v1/companies?perPage=1&order=name')).json();
    const id = list.items[0].id as string;
    expect((await get(`/company/${id}`)).statusCode).toBe(200);
    // Deleted behind the API's back: the read model hears it from the change feed (≤ 1 s).
    await t.database.db.delete(companies).where(eq(companies.id, id));
    await expect.poll(async () => (await get(`/company/${id}`)).statusCode, { timeout: 5000, interval: 100 }).toBe(404);
    const res = await get(`/company/${id}`);
    expect(res.body).toContain('content="noindex"');
  });

  it('unknown landing pages and pages past the last answer 404 with noindex; a landing slug in another case moves for good (issue 23 §7)', async () => {
    const landing = (await get('/api/v1/landing?limit=1')).json().items[0].path as string;
    const [, kind, service, province] = landing.split('/');
    for (const url of [
      `/${kind}/nope/${province}`,
      `/${kind}/${service}/nope`,
      `/servicios/nope/${province}`,
      `${landing}%00`,
      `${landing}?page=9999`,
      '/companies?page=9999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(meta(res.body, 'name', 'robots'), url).toMatch(/noindex/);
    }
    const moved = await get(`/${kind}/${service.toUpperCase()}/${province[0]?.toUpperCase()}${province.slice(1)}?page=1`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${landing}?page=1`);
    const ok = await get(landing);
    expect(ok.statusCode).toBe(200);
    expect(meta(ok.body, 'name', 'robots') ?? '').not.toMatch(/noindex/);
  });

  it('a page asked again comes from the kept render until the data changes, per phone or desktop', async () => {
    const list = (await get('/api/v1/companies?perPage=1&order=-name')).json();
    const id = list.items[0].id as string;
    const first = await get(`/company/${id}`);
    expect(first.body).toContain(escapeHtml(list.items[0].name));
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36' };
    // The same URL on a phone is its own render.
    expect((await get(`/company/${id}`, phone)).body).toContain('"mobile":true');
    expect((await get(`/company/${id}`)).body).toContain('"mobile":false');
    // Renamed behind the API's back: the read model hears it, and the page follows (≤ 1 s).
    await t.database.db.update(companies).set({ name: 'Nombre Renovado SSR' }).where(eq(companies.id, id));
    await expect
      .poll(async () => (await get(`/company/${id}`)).body.includes('Nombre Renovado SSR'), { timeout: 5000, interval: 100 })
      .toBe(true);
    expect((await get(`/company/${id}`, phone)).body).toContain('Nombre Renovado SSR');
  });

  it('a kept render outlives a change to another company, not one to the company it shows', async () => {
    const list = (await get('/api/v1/companies?perPage=2&order=name')).json();
    const [shown, other] = list.items.map((x: { id: string }) => x.id as string);
    // The page without its nonce: a render also differs in its data's fetch times.
    const page = async () => (await get(`/company/${shown}`)).body.replace(/nonce="[^"]*"/g, '');
    const first = await page();
    expect(await page()).toBe(first);
    await t.database.db.update(companies).set({ name: 'Otra Cambiada SSR' }).where(eq(companies.id, other));
    await t.app.services.search.sync();
    expect((await get(`/api/v1/companies/${other}`)).json().name).toBe('Otra Cambiada SSR');
    expect(await page()).toBe(first);
    await t.database.db.update(companies).set({ name: 'Mostrada Cambiada SSR' }).where(eq(companies.id, shown));
    await t.app.services.search.sync();
    expect(await page()).toContain('Mostrada Cambiada SSR');
  });

  it("inlines the page's own CSS: one stylesheet to fetch before the first paint", async () => {
    const html = (await get('/companies')).body;
    const fetched = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((l) => !l.includes(' disabled'));
    expect(fetched).toHaveLength(1);
    const inlined = [
      ...html.matchAll(
        /<style data-href="(\/assets\/[^"]+\.css)">([^<]*)<\/style><link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g,
      ),
    ];
    expect(inlined.length).toBeGreaterThan(3);
    for (const [, href, css, link] of inlined) {
      expect(link).toBe(href);
      expect(css).toBe((await get(href ?? '')).body);
    }
  });

  it('HEAD answers like GET, on / too', async () => {
    for (const url of ['/', '/companies', '/no-existe', '/sign-in']) {
      const [g, h] = await Promise.all([get(url), t.app.inject({ method: 'HEAD', url })]);
      expect(h.statusCode, url).toBe(g.statusCode);
      expect(h.headers['content-type']).toBe(g.headers['content-type']);
      expect(h.headers.etag).toBe(g.headers.etag);
      expect(h.body).toBe('');
    }
  });

  it('the API, uploads and build files keep their own answers', async () => {
    const api = await get('/api/v1/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('errors');
    expect((await get('/uploads/no-existe.png')).statusCode).toBe(404);
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz', '/server/entry-server.js', '/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<!--ssr-head-->');
    }
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec((await get('/')).body)?.[1] ?? '';
    expect((await get(asset)).statusCode).toBe(200);
  });
});

describe('caching and security headers', () => {
  it('HTML revalidates with an ETag that does not change with the nonce', async () => {
    const a = await get('/know-me');
    const b = await get('/know-me');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.headers.etag).toBeTruthy();
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
    const again = await get('/know-me', { 'if-none-match': String(a.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('every HTML answer carries a CSP with a nonce and no inline scripts, and the other headers', async () => {
    for (const url of ['/', '/no-existe', '/sign-in']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(script).toMatch(/'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(script).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const api = await get('/api/v1/companytypes');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS is sent when PUBLIC_URL is https', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { publicUrl: 'https://cimenta.es' });
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
  });
});
