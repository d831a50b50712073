// `npm run build -w apps/api`: the API compiled to JavaScript in dist/ (no tsx at run time).
// One ESM bundle per entry; every npm package stays external (installed beside it) except the
// workspace's own TypeScript packages (@cimenta/*), which are compiled in. The migrations are
// copied beside the bundle, where db/client.ts looks for them. The output does not depend on the
// shell's NODE_ENV (nothing here reads it at build time; platform node defines nothing).
// `node scripts/build.mjs <dir>` writes the same into another folder (test/process.test.ts).
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', migrate: 'src/scripts/migrate.ts', seed: 'src/scripts/seed.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cimenta/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
cpSync(join(root, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
console.log(`API compilada en ${out}`);
