/**
 * Stars to look at, out of 5: five CSS glyphs with the lit ones clipped to the value. Hidden from
 * screen readers: the caller says the value in words (a card's rating line, a review's stars).
 * Plain markup: Mantine's read-only `Rating` wrote 5 × 10 SVG symbols for tenths (255 on a
 * company page with its reviews, a quarter of its DOM).
 */
import classes from './stars-meter.module.css';

export type StarsSize = 'xs' | 'sm' | 'md' | 'lg';

export function StarsMeter({ value, size }: { value: number; size?: StarsSize }) {
  const lit = Math.min(5, Math.max(0, value));
  return (
    <span className={size ? `${classes.stars} ${classes[size]}` : classes.stars} aria-hidden data-stars={lit}>
      <span className={classes.on} style={{ width: `${(lit / 5) * 100}%` }} />
    </span>
  );
}
