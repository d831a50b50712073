/**
 * Server rendering's status codes and page cache, against the real production server (issue 21):
 * a page whose render throws answers 500 with the error page (the test server runs with
 * CIMENTA_TEST_FAULTS, playwright.config.ts; the header does nothing elsewhere), junk query
 * parameters are served the canonical page from the cache, and 20 requests of one page at once
 * render it once. Renders are counted by the server's own metrics (`web_page_renders`).
 */
import { PUBLIC_TEXTS } from '@cimenta/shared';
import { expect, test } from './support/test';

const metricsUrl = `http://localhost:${process.env.E2E_METRICS_PORT}/metrics`;

async function renders(): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = /^web_page_renders (\d+)/m.exec(text);
  if (!line?.[1]) throw new Error('web_page_renders missing from the metrics');
  return Number(line[1]);
}

test('a page whose render throws answers 500 with the error page', async ({ browser }) => {
  // A page of its own: the error page has no scripts, so nothing hydrates (support/test.ts waits for that).
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-cimenta-test-fault': 'render' } });
  const page = await context.newPage();
  const res = await page.goto('/accesibilidad');
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_TEXTS.routeError.title })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
  await context.close();
});

test('junk query parameters serve the canonical page from the cache', async ({ request }) => {
  const canonical = await request.get('/companies?provincia=Madrid&orden=name');
  expect(canonical.status()).toBe(200);
  const before = await renders();
  const junk = await request.get('/companies?utm_source=news&orden=name&fbclid=abc123&provincia=Madrid&x=1');
  expect(junk.status()).toBe(200);
  expect(junk.headers().etag).toBe(canonical.headers().etag);
  expect(await renders()).toBe(before);
});

test('the same page asked 20 times at once renders once', async ({ request }) => {
  // A page nobody asked for yet in this run.
  const url = `/companies?texto=cocina&pagina=2&relax=1`;
  const before = await renders();
  const answers = await Promise.all(Array.from({ length: 20 }, () => request.get(url)));
  expect(answers.map((a) => a.status())).toEqual(Array(20).fill(200));
  expect(new Set(answers.map((a) => a.headers().etag)).size).toBe(1);
  expect(await renders()).toBe(before + 1);
});
