/**
 * `npm run bench:slow-moments -w @cimenta/e2e [-- <baseline checkout> …]` (issue 22, "Slow
 * moments"): the two waits a user saw, measured on the built app of this checkout and of each
 * other checkout given (a built copy of another commit whose dependencies are installed), started
 * side by side on free ports with their own DATA_DIR and demo data, and sampled interleaved round
 * after round so a busy machine weighs on all alike:
 * - **save**: `POST /api/v1/projects` with two phone-sized photos (4032 × 3024 JPEG, ~2.6 MB each,
 *   drawn in Chromium with grain so they compress like photos), from request to answer;
 * - **cold /my-profile**: a fresh browser context (empty cache) with a stored session opens
 *   /my-profile; from navigation to the screen's form shown, the loading spinner gone.
 * Prints the median, min and max of ROUNDS samples (default 7) and the load average before and
 * after, as Markdown for BENCHMARKS.md.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { type AppServer, startAppServer } from '../support/app-server';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const here = resolve(import.meta.dirname, '../..');
const checkouts = [here, ...process.argv.slice(2).map((p) => resolve(p))];

type Target = AppServer & { name: string; token: string; refresh: string };

async function call(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A user with a company (the profile then carries it, as a company owner's does). */
async function owner(base: string) {
  const tokens = (await call(base, '/api/v1/users', {
    id: randomUUID(),
    name: 'Lucía',
    lastname: 'Martín',
    email: `bench.${randomUUID()}@ejemplo.es`,
    password: 'Segura123',
  })) as { token: string; refresh_token: string };
  const first = async (path: string) => ((await (await fetch(base + path)).json()) as { items: { id: number }[] }).items[0]?.id;
  const city = await first('/api/v1/cities?province=28&perPage=1');
  const main = await first('/api/v1/activities?companyType=1&main=true');
  const sub = await first(`/api/v1/activities?companyType=1&parent=${main}`);
  await call(
    base,
    '/api/v1/companies',
    {
      id: randomUUID(),
      name: 'Reformas Banco',
      fullName: 'Reformas Banco S.L.',
      type: 1,
      cif: 'B12345678',
      description: 'Empresa de las medidas.',
      address: { address: 'Calle Mayor 1', zipcode: '28013', province: 28, city, country: 'España' },
      contact: { email: 'contacto@banco.es', phone: '915551234' },
      area: { min: 50, max: 500 },
      budget: { min: 5000, max: 60000 },
      employees: 1,
      activities: [sub],
      cities: [28],
      buildings: [1],
    },
    tokens.token,
  );
  return tokens;
}

/** Two phone-sized photos drawn in the browser: gradients, shapes and grain, as JPEG data URLs. */
async function photos(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  const out = await page.evaluate(() =>
    [1, 2].map((seed) => {
      const c = document.createElement('canvas');
      c.width = 4032;
      c.height = 3024;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      const grad = g.createLinearGradient(0, 0, c.width, c.height);
      grad.addColorStop(0, `hsl(${seed * 70}, 40%, 70%)`);
      grad.addColorStop(1, `hsl(${seed * 70 + 120}, 35%, 35%)`);
      g.fillStyle = grad;
      g.fillRect(0, 0, c.width, c.height);
      for (let i = 0; i < 400; i++) {
        g.fillStyle = `hsla(${(i * 37 + seed * 11) % 360}, 30%, ${30 + (i % 50)}%, 0.5)`;
        g.fillRect((i * 977) % c.width, (i * 613) % c.height, 80 + (i % 300), 60 + (i % 200));
      }
      const img = g.getImageData(0, 0, c.width, c.height);
      let s = seed;
      for (let i = 0; i < img.data.length; i += 4) {
        s = (s * 1103515245 + 12345) & 0x7fffffff;
        const n = (s % 41) - 20;
        img.data[i] = (img.data[i] ?? 0) + n;
        img.data[i + 1] = (img.data[i + 1] ?? 0) + n;
        img.data[i + 2] = (img.data[i + 2] ?? 0) + n;
      }
      g.putImageData(img, 0, 0);
      return c.toDataURL('image/jpeg', 0.9);
    }),
  );
  await page.close();
  return out;
}

async function saveProject(t: Target, images: string[]): Promise<number> {
  const t0 = performance.now();
  await call(
    t.base,
    '/api/v1/projects',
    { id: randomUUID(), project: { title: 'Reforma de baño', images: images.map((content) => ({ content })) } },
    t.token,
  );
  return performance.now() - t0;
}

async function coldProfile(browser: Browser, t: Target): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([token, refresh]) => {
      localStorage.setItem('token', token ?? '');
      localStorage.setItem('refresh', refresh ?? '');
    },
    [t.token, t.refresh],
  );
  const page = await context.newPage();
  const t0 = performance.now();
  await page.goto(`${t.base}/my-profile`, { waitUntil: 'commit' });
  await page.locator('main form').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[role=status] .mantine-Loader-root'));
  const ms = performance.now() - t0;
  await context.close();
  return ms;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? 0, min: s[0] ?? 0, max: s[s.length - 1] ?? 0 };
};
const fmt = (xs: number[]) => {
  const { median, min, max } = stats(xs);
  return `${(median / 1000).toFixed(2)} s (${(min / 1000).toFixed(2)}–${(max / 1000).toFixed(2)})`;
};

async function main() {
  const targets: Target[] = [];
  for (const repo of checkouts) {
    const t = await startAppServer(repo, { env: { DEMO_COMPANIES: '50' } });
    const tokens = await owner(t.base);
    targets.push({ ...t, name: repo === here ? 'this checkout' : repo, token: tokens.token, refresh: tokens.refresh_token });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const images = await photos(browser);
  const results = new Map(targets.map((t) => [t.name, { save: [] as number[], profile: [] as number[] }]));
  const loadBefore = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  for (const t of targets) {
    // Warm: the first save loads sharp, the first page compiles the server's routes.
    await saveProject(t, images);
    await coldProfile(browser, t);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      results.get(t.name)?.save.push(await saveProject(t, images));
      results.get(t.name)?.profile.push(await coldProfile(browser, t));
    }
  }
  const loadAfter = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  await browser.close();
  for (const t of targets) t.stop();
  console.log(`\n${ROUNDS} rounds, ${cpus().length} cores, load average before ${loadBefore}, after ${loadAfter}\n`);
  console.log('| build | save a project with 2 photos: median (min–max) | cold /my-profile until its form: median (min–max) |');
  console.log('|---|---|---|');
  for (const t of targets) {
    const r = results.get(t.name);
    console.log(`| ${t.name} | ${fmt(r?.save ?? [])} | ${fmt(r?.profile ?? [])} |`);
  }
}

await main();
