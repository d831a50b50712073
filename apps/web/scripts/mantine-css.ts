/**
 * Mantine's CSS per component, in the chunk that uses the component (issue 9, "CSS only for
 * what a page uses"). Every Mantine component reads its class names from one
 * `<Component>.module.mjs`; this plugin makes that module import the component's own stylesheet
 * (`@mantine/core/styles/<Component>.css`, Mantine's documented per-component files), so the CSS
 * goes wherever Rolldown puts the component's code: the entry chunk for the layout's components,
 * a route's lazy chunk for that route's. A component's dependencies are imported by it, so their
 * chunks (and styles) load first and Mantine's own order holds; the app's CSS modules import their
 * Mantine components before themselves, so they still come after the styles they refine.
 * The global styles (baseline, variables, global) are imported once by `src/app/styles.ts`.
 *
 * `vite serve` pre-bundles @mantine/core, so no per-module hook runs there: the dev server loads
 * the whole `styles.css` instead (added to `src/app/styles.ts`).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The package exports each stylesheet; a name it does not export is a build error. */
function exists(css: string): boolean {
  try {
    require.resolve(css);
    return true;
  } catch {
    return false;
  }
}

/** `…/@mantine/core/esm/components/Button/Button.module.mjs` (or `esm/utils/…`) → the CSS that module's classes need. */
export function stylesheetFor(id: string): string | null {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  const core = /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*(\w+)\.module\.mjs$/.exec(path);
  if (core) return `@mantine/core/styles/${core[1]}.css`;
  // The other Mantine packages ship one small stylesheet each.
  const pkg = /\/@mantine\/(notifications|carousel)\/esm\/\w+\.module\.mjs$/.exec(path);
  if (pkg) return `@mantine/${pkg[1]}/styles.css`;
  return null;
}

export function mantineComponentCss(): Plugin[] {
  let serving = false;
  return [
    {
      name: 'cimenta:mantine-component-css',
      configResolved(config) {
        serving = config.command === 'serve';
      },
      transform(code, id) {
        if (serving) return null;
        const css = stylesheetFor(id);
        if (!css) return null;
        if (!exists(css)) {
          this.error(`Mantine module ${id} has no stylesheet ${css}`);
        }
        return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
      },
    },
    {
      // Dev server only: the pre-bundled package gets no per-module hook, so all of Mantine's CSS.
      name: 'cimenta:mantine-dev-css',
      apply: 'serve',
      transform(code, id) {
        if (!id.split('?')[0]?.replaceAll('\\', '/').endsWith('/src/app/styles.ts')) return null;
        return {
          code: `${code}\nimport '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\nimport '@mantine/carousel/styles.css';\n`,
          map: null,
        };
      },
    },
  ];
}
