/** Statistics (issue 20): server-rendered pages count their visitors, rendered now or served from the kept pages. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWeb, createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let companyId: string;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const page = (url: string, ip: string, ua: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, remoteAddress: ip, headers: { 'user-agent': ua, accept: 'text/html' } });
const counts = async (id: string) => {
  await t.app.services.visits.flush();
  const { rows } = await t.database.db.execute(
    sql`SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(appearances), 0)::int AS appearances FROM company_stats_daily WHERE company_id = ${id}::uuid`,
  );
  return rows[0] as { views: number; appearances: number };
};

beforeAll(() => void builtWeb(), 300_000);
beforeAll(async () => {
  t = await createTestApp({ demo: 20, webDist: builtWeb() });
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/companies?perPage=1' });
  companyId = list.json().items[0].id;
}, 120_000);
afterAll(() => t?.close());

describe('server-rendered pages', () => {
  it('count a view per visitor of a company page, rendered or kept, and no crawler or HEAD', async () => {
    const before = await counts(companyId);
    expect((await page(`/company/${companyId}`, '203.0.113.1', BROWSER)).statusCode).toBe(200);
    // The second visitor gets the kept page (no render, no API call) and is counted all the same.
    const renders = t.app.webPages?.stats.renders;
    expect((await page(`/company/${companyId}`, '203.0.113.2', BROWSER)).statusCode).toBe(200);
    expect(t.app.webPages?.stats.renders).toBe(renders);
    expect((await page(`/company/${companyId}`, '203.0.113.2', BROWSER)).statusCode).toBe(200);
    expect((await page(`/company/${companyId}`, '203.0.113.3', BINGBOT)).statusCode).toBe(200);
    expect((await page(`/company/${companyId}`, '203.0.113.4', BROWSER, 'HEAD')).statusCode).toBe(200);
    const after = await counts(companyId);
    expect(after.views).toBe(before.views + 2);
  });

  it('count an appearance for each card of a results page', async () => {
    const before = await counts(companyId);
    expect((await page('/companies', '203.0.113.9', BROWSER)).statusCode).toBe(200);
    expect((await counts(companyId)).appearances).toBe(before.appearances + 1);
  });
});
