import classes from './plain.module.css';

type Variant = 'filled' | 'light' | 'subtle' | 'white';

/**
 * The props that make a link or a button look as Mantine's `Button` (plain.module.css):
 * for what a page shows before Mantine has loaded. `left`/`right`: it has an icon on that side.
 */
export function plainButton(variant: Variant = 'filled', { compact = false, left = false, right = false } = {}) {
  return {
    className: `mantine-focus-auto mantine-active ${classes.button}`,
    'data-variant': variant,
    'data-size': compact ? 'compact' : undefined,
    'data-with-left': left || undefined,
    'data-with-right': right || undefined,
  };
}

/** A spinner as Mantine's `Loader` (oval, size sm or lg), hidden from assistive technology. */
export function plainLoader(size: 'sm' | 'lg' = 'sm') {
  return { className: classes.loader, 'data-size': size, 'aria-hidden': true } as const;
}
