/**
 * Demo audience (issue 20): each demo company's profile views and appearances in results for the
 * last 12 weeks, so the statistics screen shows figures. Plausible for a directory of this size:
 * a few to a few dozen views a week, growing slowly, with appearances 6–14 times the views; about
 * one company in ten has had no views at all. The counts of a week sit on its Monday (the screen
 * sums per week). Contacts come from real contact messages, never invented here.
 */
import { STATISTICS_WEEKS } from '@cimenta/shared';
import { mondayOf } from '../../modules/statistics/service';
import { dateOfDay, today } from '../../modules/search/trust';
import { rng } from './demo-data';

export type DemoStatRow = { companyId: string; day: string; views: number; appearances: number };

export function statsOf(i: number, companyId: string, now = Date.now(), seed = 20): DemoStatRow[] {
  const r = rng(seed * 7_919 + i * 31 + 3);
  if (r.next() < 0.1) return [];
  // Popular firms are few: a long tail of weekly views.
  const base = 2 + r.next() ** 3 * 40;
  const ratio = 6 + r.next() * 8;
  const last = mondayOf(today(now));
  const out: DemoStatRow[] = [];
  for (let w = 0; w < STATISTICS_WEEKS; w++) {
    const growth = 0.7 + (0.3 * w) / (STATISTICS_WEEKS - 1);
    const views = Math.max(0, Math.round(base * growth * (0.6 + r.next() * 0.8)));
    const appearances = Math.round(views * ratio * (0.8 + r.next() * 0.4)) + r.int(0, 5);
    if (views + appearances === 0) continue;
    out.push({ companyId, day: dateOfDay(last - 7 * (STATISTICS_WEEKS - 1 - w)), views, appearances });
  }
  return out;
}
