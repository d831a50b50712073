import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = process.argv[2] ?? 'http://localhost:3978';
const tag = process.argv[3] ?? 'new';
const res = await (await fetch(`${base}/api/v1/companies?perPage=50&order=name`)).json();
// a company with projects
let id = null;
for (const c of res.items) { const d = await (await fetch(`${base}/api/v1/companies/${c.id}`)).json(); if ((d.projects ?? []).length >= 2) { id = c.id; break; } }
const problems = [];
for (const width of [1280, 375]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, ...(width === 375 ? { isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' } : {}) });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${width} ${m.text().slice(0, 200)}`); });
  page.on('pageerror', (e) => problems.push(`${width} pageerror ${e.message}`));
  for (const [name, url] of [['landing', '/empresas/reformas/madrid'], ['company', `/company/${id}`], ['home', '/'], ['companies', '/companies']]) {
    await page.goto(base + url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/pw/${tag}-${name}-${width}.png` });
    if (name === 'company') {
      const proj = page.getByTestId('project').first();
      await proj.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/pw/${tag}-${name}-projects-${width}.png` });
    }
  }
  await ctx.close();
}
console.log(id, problems.join('\n'));
await b.close();
