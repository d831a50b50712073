import { PRODUCT_NAME } from '@cimenta/shared/constants';
import { NAV_TEXTS } from '@cimenta/shared/texts-shell';
import { AppLink } from '../lib/app-link';
import { paths } from '../config/paths';
import classes from './brand.module.css';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
      <path d="M8 23V12.5l8-5.5 8 5.5V23h-5.5v-6h-5v6z" fill="#fff" />
    </svg>
  );
}

/** The logo and name, a link home; plain elements (it is in the navigation bar, shown before Mantine loads). */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <AppLink to={paths.home} aria-label={NAV_TEXTS.brandLabel} className={classes.brand} data-inverted={inverted || undefined}>
      <BrandMark />
      <span className={classes.name}>{PRODUCT_NAME}</span>
    </AppLink>
  );
}
