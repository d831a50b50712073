/**
 * The price guide's arithmetic (issue 20), pure: quartiles with linear interpolation (as
 * PostgreSQL's `percentile_cont`), outliers trimmed by Tukey's fences (outside 1.5 × IQR of the
 * quartiles), and the rule that a figure needs at least `MIN_PROJECTS` projects after trimming.
 */

/** A figure is shown only when at least this many projects back it (after trimming). */
export const MIN_PROJECTS = 5;

/** The q-quantile (0–1) of sorted numbers, interpolated between neighbours. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

/** Which of the values lie inside Tukey's fences: [Q1 − 1.5·IQR, Q3 + 1.5·IQR]. */
export function insideFences(values: number[]): (v: number) => boolean {
  const sorted = [...values].sort((x, y) => x - y);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  return (v) => v >= q1 - 1.5 * iqr && v <= q3 + 1.5 * iqr;
}

export type Range = { p25: number; median: number; p75: number };

/** Quartiles and median of the values, rounded to `step` (100 € for totals, 1 € for €/m²). */
export function rangeOf(values: number[], step: number): Range {
  const sorted = [...values].sort((x, y) => x - y);
  const round = (v: number) => Math.max(step, Math.round(v / step) * step);
  return { p25: round(quantile(sorted, 0.25)), median: round(quantile(sorted, 0.5)), p75: round(quantile(sorted, 0.75)) };
}

export type PricedProject = { companyId: string; budget: number; area: number | null; year: number | null };

export type Figure = {
  /** Projects kept (after trimming budgets) and trimmed. */
  kept: PricedProject[];
  trimmed: number;
  total: Range;
  /** €/m² of the kept projects with an area, trimmed again on that ratio; null under MIN_PROJECTS. */
  perM2: (Range & { projects: number }) | null;
};

/** The figure of a group of projects, or null when fewer than MIN_PROJECTS remain after trimming. */
export function figureOf(projects: PricedProject[]): Figure | null {
  if (projects.length < MIN_PROJECTS) return null;
  const inside = insideFences(projects.map((p) => p.budget));
  const kept = projects.filter((p) => inside(p.budget));
  if (kept.length < MIN_PROJECTS) return null;
  const ratios = kept.filter((p) => p.area && p.area > 0).map((p) => p.budget / (p.area as number));
  let perM2: Figure['perM2'] = null;
  if (ratios.length >= MIN_PROJECTS) {
    const ok = insideFences(ratios);
    const keptRatios = ratios.filter(ok);
    if (keptRatios.length >= MIN_PROJECTS) perM2 = { ...rangeOf(keptRatios, 1), projects: keptRatios.length };
  }
  return {
    kept,
    trimmed: projects.length - kept.length,
    total: rangeOf(
      kept.map((p) => p.budget),
      100,
    ),
    perM2,
  };
}
