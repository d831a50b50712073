import { MSG, type Range } from '@cimenta/shared';

/** The two §5 checks run on saving; they return the toast text of the first failure. */
export function rangeError(area?: Partial<Range>, budget?: Partial<Range>): string | null {
  if (area && area.min != null && area.max != null && Number(area.min) > Number(area.max)) return MSG.areaMinOverMax;
  if (budget && budget.min != null && budget.max != null && Number(budget.min) > Number(budget.max)) return MSG.budgetMinOverMax;
  return null;
}
