/** What choosing a suggestion of the «¿Qué necesitas?» box does to the filter (issue 10). */
import type { CompanyFilter, Suggestion } from '@cimenta/shared';

/**
 * The filter with the suggestion filled in, the rest kept: an activity replaces the activity (and
 * drops the sub-activity), a sub-activity sets its activity too, a province replaces the place, a
 * city replaces it too (a city names its province).
 */
export function filterWithSuggestion(current: CompanyFilter, s: Suggestion): CompanyFilter {
  const next: CompanyFilter = { ...current };
  const id = Number(s.id);
  switch (s.kind) {
    case 'activity':
      next.parent = id;
      delete next.activities;
      break;
    case 'subactivity':
      if (s.parentId) next.parent = s.parentId;
      else delete next.parent;
      next.activities = [id];
      break;
    case 'province':
      next.provinceName = s.label;
      delete next.city;
      break;
    case 'city':
      next.city = s.label;
      delete next.provinceName;
      break;
    case 'company':
      break;
  }
  return next;
}

const KIND_ORDER: Suggestion['kind'][] = ['activity', 'subactivity', 'company', 'province', 'city'];

/** Suggestions grouped by kind, in a fixed order (trades, companies, places), each in the server's order. */
export function groupSuggestions(items: Suggestion[]): { kind: Suggestion['kind']; items: Suggestion[] }[] {
  return KIND_ORDER.map((kind) => ({ kind, items: items.filter((s) => s.kind === kind) })).filter((g) => g.items.length > 0);
}

export const suggestionValue = (s: Suggestion) => `${s.kind}:${s.id}`;
