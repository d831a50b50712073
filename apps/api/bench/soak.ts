/**
 * `npm run bench:soak -- [seconds]` (issue 18): the fleet of the fleet test (fleet/topology.ts:
 * two compiled instances behind haproxy, PostgreSQL with fsync, s3rver, Redis, SMTP) under mixed
 * traffic through the proxy for 600 s by default: 80 % reads over distinct URLs (listings never
 * asked before, company pages), 20 % writes (registrations, contacts, image uploads, edits).
 * Prints errors, p50/p99 per kind, req/s, the RSS of each instance over time (growth after the
 * warm-up) and the load average; a same-run baseline (`/healthz` through the proxy) comes first.
 * Exits 1 on any error, or (runs of 5 minutes or more) on memory growth of 10 % or more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { companyPayload, pngDataUrl } from '../test/helper';
import { call, newUser, register } from '../fleet/client';
import { startFleet } from '../fleet/topology';
import { uncachedPaths } from './uncached';

const seconds = Number(process.argv[2] ?? process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 16);
const companies = Number(process.env.SOAK_COMPANIES ?? 2000);
if (!Number.isFinite(seconds) || seconds < 10) throw new Error('Uso: npm run bench:soak -- <segundos, 10 o más>');

const octet = () => Math.floor(Math.random() * 254) + 1;
/** Many users: each request from an address of its own (the limits count, none trips). */
const ip = () => ({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
/** CPU seconds a process has used (user + system), and with its children's (PostgreSQL's backends). */
const cpuOf = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(f[11]) + Number(f[12])) / 100;
};
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
const treeCpu = (pid: number) => [pid, ...childrenOf(pid)].reduce((sum, p) => sum + (existsCpu(p) ?? 0), 0);
const existsCpu = (pid: number) => {
  try {
    return cpuOf(pid);
  } catch {
    return undefined;
  }
};
const median = (a: number[]) =>
  pct(
    [...a].sort((x, y) => x - y),
    50,
  );

console.log(`Soak: ${seconds} s, ${connections} conexiones, ${companies} empresas; carga ${load()}`);
const f = await startFleet({ demoCompanies: companies, durable: true });
try {
  const base = f.proxyUrl;
  const ids: string[] = [];
  for (let page = 1; ids.length < companies; page++) {
    const r = (await (await call(base, 'GET', `/api/v1/companies?perPage=100&page=${page}`)).json()) as { items: { id: string }[] };
    if (!r.items.length) break;
    ids.push(...r.items.map((c) => c.id));
  }
  // Owners of a company each, for the uploads and edits.
  const owners: { id: string; auth: string }[] = [];
  for (let i = 0; i < 40; i++) {
    const u = await register(base, ip()['x-forwarded-for']);
    const body = companyPayload({ name: `Reformas Soak ${i}` });
    const r = await call(base, 'POST', '/api/v1/companies', body, { authorization: `Bearer ${u.token}`, ...ip() });
    if (r.status !== 200) throw new Error(`empresa del soak: ${r.status} ${await r.text()}`);
    owners.push({ id: body.id, auth: `Bearer ${u.token}` });
  }
  const images = await Promise.all([0, 1, 2, 3].map((k) => pngDataUrl(900 + k * 40, 500)));

  // Baseline: the cheapest route through the same proxy, same connections, 10 s.
  const baseline: number[] = [];
  {
    const end = performance.now() + 10_000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const r = await call(base, 'GET', '/healthz');
          await r.arrayBuffer();
          if (r.status === 200) baseline.push(performance.now() - t);
        }
      }),
    );
  }
  baseline.sort((a, b) => a - b);
  console.log(
    `Línea base /healthz: ${(baseline.length / 10).toFixed(0)} req/s, p50 ${ms(pct(baseline, 50))}, p99 ${ms(pct(baseline, 99))}`,
  );

  // Distinct listing URLs, more than a run at this rate asks for (they would start again, said below).
  const paths = uncachedPaths(Math.min(400_000, seconds * 400), 18);
  let listed = 0;
  let n = 0;
  const writeKinds = ['alta', 'contacto', 'imagen', 'edición'] as const;
  type Kind = 'listado' | 'empresa' | (typeof writeKinds)[number];
  const latencies = new Map<Kind, number[]>();
  const errors: string[] = [];
  let errorCount = 0;
  const op = (i: number): [Kind, () => Promise<Response>] => {
    if (i % 5 !== 4) {
      // Reads: three distinct listings for one company page (each company in turn).
      if (i % 4 === 3) {
        const id = ids[Math.floor(i / 4) % ids.length];
        return ['empresa', () => call(base, 'GET', `/api/v1/companies/${id}`)];
      }
      const path = paths[listed++ % paths.length] as string;
      return ['listado', () => call(base, 'GET', path)];
    }
    const w = Math.floor(i / 5);
    const kind = writeKinds[w % 4] as (typeof writeKinds)[number];
    const owner = owners[w % owners.length] as { id: string; auth: string };
    const as = { authorization: owner.auth, ...ip() };
    switch (kind) {
      case 'alta':
        return [kind, () => call(base, 'POST', '/api/v1/users', newUser(), ip())];
      case 'contacto': {
        const contact = { name: 'Cliente', email: `cliente.${w}@example.es`, message: 'Quería un presupuesto para reformar la cocina.' };
        return [kind, () => call(base, 'POST', `/api/v1/companies/${ids[w % ids.length]}/contact`, { contact }, ip())];
      }
      case 'imagen':
        return [
          kind,
          () => call(base, 'PUT', `/api/v1/companies/${owner.id}`, { images: [{ type: 'Photo', content: images[w % 4] }] }, as),
        ];
      default:
        return [kind, () => call(base, 'PUT', `/api/v1/companies/${owner.id}`, { name: `Reformas Soak ${w}`, employees: 1 + (w % 5) }, as)];
    }
  };

  const instances = [f.a, f.b];
  const memory: { at: number; rss: number[] }[] = [];
  const loads: number[] = [];
  const cpu0 = { instances: instances.map((i) => cpuOf(i.child.pid ?? 0)), pg: treeCpu(f.pg.pid()), self: process.cpuUsage() };
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const sampler = setInterval(() => {
    memory.push({ at: (performance.now() - t0) / 1000, rss: instances.map((i) => rssOf(i.child.pid ?? 0)) });
    loads.push(loadavg()[0] ?? 0);
  }, 5000);
  const progress = setInterval(() => {
    const last = memory.at(-1);
    console.log(
      `${Math.round((performance.now() - t0) / 1000)} s: ${n} peticiones, ${errorCount} errores, RSS ${last?.rss.map(mb).join(' / ')}, carga ${load()}`,
    );
  }, 60_000);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const [kind, send] = op(n++);
        const t = performance.now();
        const r = await send().catch((e: Error) => e);
        const took = performance.now() - t;
        const ok = !(r instanceof Error) && r.status === 200;
        if (!(r instanceof Error)) await r.arrayBuffer().catch(() => {});
        if (ok) {
          const list = latencies.get(kind) ?? [];
          list.push(took);
          latencies.set(kind, list);
        } else {
          errorCount++;
          if (errors.length < 20) errors.push(`${kind}: ${r instanceof Error ? r.message : r.status}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = {
    instances: instances.map((i, k) => cpuOf(i.child.pid ?? 0) - (cpu0.instances[k] ?? 0)),
    pg: treeCpu(f.pg.pid()) - cpu0.pg,
    self: (() => {
      const u = process.cpuUsage(cpu0.self);
      return (u.user + u.system) / 1e6;
    })(),
  };
  clearInterval(sampler);
  clearInterval(progress);

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  console.log(`\n## Soak (npm run bench:soak -- ${seconds}), ${new Date().toISOString()}`);
  console.log(`${n} peticiones en ${elapsed.toFixed(0)} s: ${(all.length / elapsed).toFixed(1)} req/s correctas, ${errorCount} errores`);
  if (listed > paths.length) console.log(`Aviso: ${listed} listados para ${paths.length} URL distintas (se repitieron)`);
  if (errors.length) console.log(`Errores (primeros): ${errors.join('; ')}`);
  console.log(`Todas: p50 ${ms(pct(all, 50))}, p99 ${ms(pct(all, 99))}`);
  console.log('| tipo | peticiones | p50 | p99 |\n|---|---|---|---|');
  for (const [kind, list] of latencies) {
    list.sort((a, b) => a - b);
    console.log(`| ${kind} | ${list.length} | ${ms(pct(list, 50))} | ${ms(pct(list, 99))} |`);
  }
  // CPU: what a request of this mix costs, whatever else the machine runs (capacity, DEPLOY.md).
  const served = n;
  const apiCpu = cpu.instances.reduce((a, b) => a + b, 0);
  console.log(
    `CPU: instancias ${cpu.instances.map((c) => `${c.toFixed(0)} s`).join(' + ')} = ${((apiCpu / served) * 1000).toFixed(2)} ms por petición (${(served / apiCpu).toFixed(0)} peticiones por segundo de CPU); PostgreSQL ${((cpu.pg / served) * 1000).toFixed(2)} ms por petición; el generador ${cpu.self.toFixed(0)} s`,
  );
  // Memory: the median of the first and of the last tenth after the warm-up (the first fifth).
  const warm = memory.filter((m) => m.at >= seconds / 5);
  const tenth = Math.max(1, Math.floor(warm.length / 8));
  let grew = false;
  instances.forEach((inst, k) => {
    const first = median(warm.slice(0, tenth).map((m) => m.rss[k] ?? 0));
    const last = median(warm.slice(-tenth).map((m) => m.rss[k] ?? 0));
    const peak = Math.max(...memory.map((m) => m.rss[k] ?? 0));
    const growth = first ? (last - first) / first : 0;
    // Under 5 minutes the caches are still filling: the growth is printed, not judged.
    if (growth >= 0.1 && seconds >= 300) grew = true;
    console.log(
      `RSS instancia ${inst.name}: tras el calentamiento ${mb(first)}, al final ${mb(last)} (${(growth * 100).toFixed(1)} %), máximo ${mb(peak)}`,
    );
  });
  console.log(`RSS cada 5 s (a / b, MB): ${memory.map((m) => m.rss.map((r) => Math.round(r / 2 ** 20)).join('/')).join(' ')}`);
  console.log(`Carga media durante el soak: ${median(loads).toFixed(2)} (mediana de 1 min); al final ${load()}`);
  process.exitCode = errorCount > 0 || grew ? 1 : 0;
} finally {
  await f.stop();
}
