/**
 * The stylesheets every page needs, first in the entry chunk: Mantine's global styles (its
 * documented per-component setup: baseline, CSS variables, global classes), then the app's own.
 * Each Mantine component's stylesheet is not listed here: `scripts/mantine-css.ts` attaches it to
 * the component's module at build time, so it lands in the chunk that uses the component (the
 * layout's in the entry, a page's in that page's lazy chunk). Nothing to add when a screen starts
 * using another Mantine component.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
