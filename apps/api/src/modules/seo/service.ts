/**
 * robots.txt and the sitemaps (issue 9). `/sitemap.xml` is an index of child sitemaps of at
 * most `maxUrls` (50,000, the protocol's limit) URLs each: the static public pages, the landing
 * pages with companies, the price guide's pages with figures (issue 20: `/precios` and its pages,
 * only when at least one has figures), and the companies (`/company/{id}`, `lastmod` = `updated_at`). A company
 * child is written as a stream while it is read from the database in keyset batches of
 * `batchSize`, so no more than one batch of rows is held at a time, whatever the total.
 */
import { Readable } from 'node:stream';
import type { LandingServiceApi } from '../landing/service';
import type { PricesServiceApi } from '../prices/service';
import type { SeoRepo } from './repo';

export const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_BATCH = 1_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The public pages with no parameters (account screens stay out: robots.txt disallows them). */
export const STATIC_PATHS = ['/', '/companies', '/know-me', '/comenzar'];
/** Account screens and the API: not for crawlers. */
export const DISALLOWED_PATHS = ['/api/', '/my-profile', '/rwc', '/users/', '/sign-in', '/register'];

/** XML text and attribute escaping. */
export function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;
const urlsetOpen = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
const urlsetClose = '</urlset>\n';

/** How many children of `size` URLs `total` URLs need. */
export const chunks = (total: number, size: number) => Math.ceil(total / size);

export type SeoDeps = {
  repo: SeoRepo;
  landing: Pick<LandingServiceApi, 'index'>;
  prices?: Pick<PricesServiceApi, 'index'>;
  publicUrl: string;
  maxUrls?: number;
  batchSize?: number;
};

export function seoService({ repo, landing, prices, publicUrl, maxUrls = SITEMAP_MAX_URLS, batchSize = SITEMAP_BATCH }: SeoDeps) {
  const abs = (path: string) => `${publicUrl}${path}`;

  /** `/precios` and the price pages with figures; none while no page has figures. */
  async function pricePaths(): Promise<string[]> {
    const links = (await prices?.index()) ?? [];
    return links.length ? ['/precios', ...links.map((l) => l.path)] : [];
  }

  /** The child sitemaps' file names, in order. */
  async function children(): Promise<string[]> {
    const [companies, landings, priced] = await Promise.all([repo.companyCount(), landing.index(), pricePaths()]);
    const names = [];
    for (let i = 1; i <= chunks(STATIC_PATHS.length, maxUrls); i++) names.push(`static-${i}.xml`);
    for (let i = 1; i <= chunks(landings.length, maxUrls); i++) names.push(`landing-${i}.xml`);
    for (let i = 1; i <= chunks(priced.length, maxUrls); i++) names.push(`prices-${i}.xml`);
    for (let i = 1; i <= chunks(companies, maxUrls); i++) names.push(`companies-${i}.xml`);
    return names;
  }

  /** The URLs of a child from an in-memory list. */
  function listChild(locs: string[], n: number): Readable | null {
    const part = locs.slice((n - 1) * maxUrls, n * maxUrls);
    if (n < 1 || part.length === 0) return null;
    return Readable.from([urlsetOpen, ...part.map((l) => urlEntry(abs(l))), urlsetClose]);
  }

  /** Companies n·maxUrls… of the key order, read in batches as the reader asks for more. */
  async function companiesChild(n: number): Promise<Readable | null> {
    if (n < 1) return null;
    const first = await repo.companyAt((n - 1) * maxUrls);
    if (!first) return null;
    async function* xml() {
      yield urlsetOpen;
      let cursor: { from: string } | { after: string } = { from: first as string };
      let left = maxUrls;
      while (left > 0) {
        const rows = await repo.companyBatch(cursor, Math.min(batchSize, left));
        if (rows.length === 0) break;
        yield rows.map((r) => urlEntry(abs(`/company/${r.id}`), r.updatedAt)).join('');
        left -= rows.length;
        cursor = { after: (rows[rows.length - 1] as { id: string }).id };
      }
      yield urlsetClose;
    }
    return Readable.from(xml(), { highWaterMark: 1 });
  }

  return {
    robots(): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${abs('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    async index(): Promise<string> {
      const names = await children();
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<sitemapindex xmlns="${NS}">`,
        ...names.map((name) => `<sitemap><loc>${xmlEscape(abs(`/sitemaps/${name}`))}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** A child by its file name; null when there is no such child. */
    async child(name: string): Promise<Readable | null> {
      const m = /^(static|landing|prices|companies)-([1-9]\d{0,6})\.xml$/.exec(name);
      if (!m) return null;
      const n = Number(m[2]);
      if (m[1] === 'static') return listChild(STATIC_PATHS, n);
      if (m[1] === 'prices') return listChild(await pricePaths(), n);
      if (m[1] === 'landing')
        return listChild(
          (await landing.index()).map((l) => l.path),
          n,
        );
      return companiesChild(n);
    },
  };
}
