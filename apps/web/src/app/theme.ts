import { CLOSE_LABEL } from '@cimenta/shared/texts-shell';
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Burnt orange of clay bricks; shade 7 keeps white text above 4.5:1 contrast.
const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const listViewport = { viewportProps: { role: 'group', tabIndex: 0 } };

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Every dialog's, drawer's and toast's close button is named (axe `button-name`; an error toast
  // still open when a page is checked was flagged). Plain objects, so the dialogs' code stays out
  // of the first load.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    // Every toast too: a named close button and its message in the text colour (Mantine's dimmed
    // description is below 4.5:1).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
    // An option list's scroll viewport sits inside its listbox: as a focusable `group` it can be
    // scrolled by keyboard (axe scrollable-region-focusable) and is a child a listbox may own.
    Select: { defaultProps: { scrollAreaProps: listViewport } },
    MultiSelect: { defaultProps: { scrollAreaProps: listViewport } },
    Autocomplete: { defaultProps: { scrollAreaProps: listViewport } },
  },
});

// Mantine's default "dimmed" grey is 3.3:1 on white; axe flags it, so darken it.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's default error red fails contrast on white.
  light: { '--mantine-color-dimmed': '#55595f', '--mantine-color-placeholder': '#6b6f76', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
