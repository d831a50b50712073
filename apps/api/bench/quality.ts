/**
 * `npm run bench:search`: recall@5 and MRR of the labelled queries — the set tuned against
 * (data/queries-tuned.json) and a held-out set written without looking at the synonyms
 * (data/queries-heldout.json) —
 * against the demo companies (the seed's default 1,500).
 *
 * - default: the TextIndex filled with the demo companies, places applied as filters the way the
 *   read model does (a province: companies working there; a city: companies working in its
 *   province, those based in the city first).
 * - `--api http://127.0.0.1:3000`: what people get, `GET /api/v1/companies?search=…` of a
 *   running server seeded with the default demo data.
 *
 * A relevant result is a company having one of the expected activities (a main activity stands for
 * its sub-activities) and working in the expected province when one is named, or the expected
 * company. recall@5 = relevant in the first 5 / min(5, relevant in all); MRR = mean of
 * 1 / rank of the first relevant one (0 when none in the first 10).
 */
import heldOut from './data/queries-heldout.json' with { type: 'json' };
import tuned from './data/queries-tuned.json' with { type: 'json' };
import { type DemoDoc, demoCatalog, demoDocs } from './demo-docs';
import { TextIndex } from '../src/modules/search/text/index';
import { type Query, relevanceOf } from './relevance';

const args = process.argv.slice(2);
const apiAt = args.includes('--api') ? args[args.indexOf('--api') + 1] : undefined;
const verbose = args.includes('--verbose');
const catalog = demoCatalog();
const docs = demoDocs(Number(process.env.DEMO_COMPANIES ?? 1500));
const byId = new Map(docs.map((d, row) => [d.id, row]));
const cityProvince = new Map(catalog.cities.map((c) => [c.id, c.provinceId]));

const relevance = relevanceOf(catalog);

let index: TextIndex | undefined;
function searchIndex(q: string): number[] {
  if (!index) {
    index = new TextIndex(catalog);
    docs.forEach((d, row) => {
      index?.set(row, d);
    });
  }
  const r = index.search(q);
  const provinces = r.places.map((p) => (p.kind === 'province' ? p.id : (cityProvince.get(p.id) ?? -1)));
  const cities = r.places.filter((p) => p.kind === 'city').map((p) => p.id);
  const ok = (d: DemoDoc) => provinces.every((p) => d.zoneIds.includes(p));
  const score = new Map<number, number>();
  const rows = r.any ? docs.map((_, row) => row) : [...r.rows];
  rows.forEach((row, i) => {
    // A company based in the named city gains a little, less than a better text match.
    score.set(row, (r.any ? 0 : r.scores[i]) + (cities.includes(docs[row].cityId) ? 1 : 0));
  });
  const kept = rows.filter((row) => ok(docs[row]));
  kept.sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
  return kept.slice(0, 10);
}

async function searchApi(q: string): Promise<number[]> {
  const url = `${apiAt}/api/v1/companies?search=${encodeURIComponent(q)}&perPage=10`;
  const res = await fetch(url, { headers: { 'api-language': 'es' } });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  const body = (await res.json()) as { items: { id: string }[] };
  return body.items.map((i) => byId.get(i.id) ?? -1);
}

/** recall@5 and MRR of one query set, per kind and in all; the misses listed. */
async function evaluate(name: string, list: Query[]) {
  const perKind = new Map<string, { n: number; recall: number; rr: number }>();
  let recall = 0;
  let rr = 0;
  const misses: string[] = [];
  const t0 = performance.now();
  for (const query of list) {
    const rel = relevance(query);
    const relevantTotal = docs.filter(rel).length;
    if (relevantTotal === 0) throw new Error(`Nada relevante en los datos de demostración para «${query.q}»`);
    const top = apiAt ? await searchApi(query.q) : searchIndex(query.q);
    const hits5 = top.slice(0, 5).filter((row) => row >= 0 && rel(docs[row])).length;
    const first = top.findIndex((row) => row >= 0 && rel(docs[row]));
    const r = hits5 / Math.min(5, relevantTotal);
    const inv = first < 0 ? 0 : 1 / (first + 1);
    recall += r;
    rr += inv;
    const k = perKind.get(query.kind) ?? { n: 0, recall: 0, rr: 0 };
    k.n++;
    k.recall += r;
    k.rr += inv;
    perKind.set(query.kind, k);
    if (r < 1 || verbose)
      misses.push(
        `  ${r < 1 ? '✗' : '✓'} «${query.q}» recall@5 ${(r * 100).toFixed(0)} %, first relevant at ${first < 0 ? '—' : first + 1}`,
      );
  }
  const ms = performance.now() - t0;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\n${name} — ${list.length} queries, ${docs.length} demo companies, ${apiAt ? `API ${apiAt}` : 'TextIndex'} (${ms.toFixed(0)} ms)`,
  );
  console.log('| kind | queries | recall@5 | MRR |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [kind, k] of perKind) console.log(`| ${kind} | ${k.n} | ${pct(k.recall / k.n)} | ${(k.rr / k.n).toFixed(3)} |`);
  console.log(`| **all** | ${list.length} | **${pct(recall / list.length)}** | **${(rr / list.length).toFixed(3)}** |`);
  if (misses.length) console.log(`\n${misses.join('\n')}`);
}

// The set the synonyms and scoring were tuned against, then the held-out set written without
// looking at them (typos, trades, places, phrases): the second is the honest figure.
await evaluate('Tuned set (data/queries-tuned.json)', tuned as Query[]);
await evaluate('Held-out set (data/queries-heldout.json)', heldOut as Query[]);
