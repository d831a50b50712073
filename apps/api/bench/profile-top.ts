/**
 * `npm run bench:profile-top -w apps/api -- <file.cpuprofile> [n] [requests]`: the functions of a CPU profile
 * (`bench:cpu`'s BENCH_CPU_PROF) by self time, the busiest first: share of the busy time (idle
 * left out) and, given the requests it covers, ms a request. Functions of one name and place are
 * summed; the garbage collector and the program's own time are listed like functions.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, n = '25', requests] = process.argv.slice(2);
if (!file) throw new Error('uso: tsx bench/profile-top.ts <archivo.cpuprofile> [n] [peticiones]');
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((x) => [x.id, x]));
const self = new Map<string, number>();
let busy = 0;
let idle = 0;
p.samples.forEach((id, i) => {
  const f = (byId.get(id) as Node).callFrame;
  const us = p.timeDeltas[i] ?? 0;
  if (f.functionName === '(idle)') {
    idle += us;
    return;
  }
  busy += us;
  const key = `${f.functionName || '(anonymous)'} ${f.url ? `${basename(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
  self.set(key, (self.get(key) ?? 0) + us);
});
const perRequest = requests ? Number(requests) : 0;
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms${perRequest ? `; busy ${(busy / 1000 / perRequest).toFixed(2)} ms a request` : ''}`,
);
console.log(`| function | share | ${perRequest ? 'ms a request |' : ''}\n|---|---:|${perRequest ? '---:|' : ''}`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n)))
  console.log(`| \`${key}\` | ${((100 * us) / busy).toFixed(1)} % |${perRequest ? ` ${(us / 1000 / perRequest).toFixed(3)} |` : ''}`);
