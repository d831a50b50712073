/**
 * Lighthouse's accessibility, best-practices and SEO audits on the built app (issue 9, "CI checks
 * what does not depend on the machine's speed"): no performance category, so no timing is judged.
 * Accessibility must score 100; every best-practices and SEO audit passes (the pages are server
 * rendered with their own meta, real status codes and robots.txt).
 */
import { failing, launchChrome, runLighthouse } from './support/lighthouse';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

test.describe('Lighthouse audits (accessibility, best practices, SEO)', () => {
  let companyPath = '';
  // One browser for the four runs (each in its own tab, the origin's cache and storage cleared
  // first): a browser started for each cost its start-up and a new profile every time.
  let chrome: Awaited<ReturnType<typeof launchChrome>>;
  test.beforeAll(async ({ request }) => {
    const res = await request.get('/api/v1/companies?perPage=1');
    const { items } = (await res.json()) as { items: { id: string }[] };
    companyPath = `/company/${items[0]?.id}`;
    chrome = await launchChrome();
  });
  test.afterAll(() => chrome?.kill());

  for (const [name, path] of [
    ['home', '/'],
    ['landing page', '/empresas/reformas/madrid'],
    ['companies', '/companies'],
    ['company page', ''],
  ] as const) {
    test(`${name}: accessibility 100, best practices and crawlability pass`, async ({ baseURL }) => {
      test.setTimeout(180_000);
      const run = await runLighthouse(`${baseURL}${path || companyPath}`, ['accessibility', 'best-practices', 'seo'], chrome);
      const list = (category: Parameters<typeof failing>[1]) => failing(run, category).map((a) => `${a.id}: ${a.title}`);
      expect(list('accessibility'), 'accessibility audits').toEqual([]);
      expect(run.scores.accessibility).toBe(1);
      expect(list('best-practices'), 'best-practices audits').toEqual([]);
      expect(list('seo'), 'SEO audits').toEqual([]);
    });
  }
});
