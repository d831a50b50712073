import { MSG } from '@cimenta/shared';
import { describe, expect, it } from 'vitest';
import { buildFilter, countFilters, emptyForm, formFromFilter, rangeErrors } from './searcher-rules';

describe('searcher rules', () => {
  it('rejects a minimum above the maximum, with the spec messages', () => {
    const form = { ...emptyForm(), area: { min: 500, max: 100 }, budget: { min: 1_000_000, max: 50_000 } };
    expect(rangeErrors(form)).toEqual([MSG.areaMinOverMax, MSG.budgetMinOverMax]);
    expect(rangeErrors({ ...emptyForm(), area: { min: 100, max: 100 } })).toEqual([]);
    expect(rangeErrors({ ...emptyForm(), area: { min: 100, max: null } })).toEqual([]);
  });

  it('builds the filter: activity as parent, sub-activity as activities, empty values dropped', () => {
    const form = {
      ...emptyForm(),
      provinceName: 'Madrid',
      activity: { id: 2, name: 'Reformas integrales' },
      subActivity: { id: 201, name: 'Reforma de pisos' },
      employees: [1, 2],
      area: { min: 50, max: null },
    };
    expect(buildFilter(3, form)).toEqual({
      type: 3,
      provinceName: 'Madrid',
      parent: 2,
      activities: [201],
      employees: [1, 2],
      area: { min: 50 },
    });
    expect(buildFilter(1, emptyForm())).toEqual({ type: 1 });
  });

  it('counts the active filters for the tag', () => {
    expect(countFilters(emptyForm())).toBe(0);
    expect(countFilters({ ...emptyForm(), employees: [1, 2, 3], budget: { min: 0, max: null } })).toBe(2);
  });

  it('restores a saved filter into the form', () => {
    const form = formFromFilter({ type: 1, parent: 2, activities: [201], employees: [1, 2, 3, 4], budget: { min: 0, max: 50000 } });
    expect(form.activity?.id).toBe(2);
    expect(form.subActivity?.id).toBe(201);
    expect(form.employees).toEqual([1, 2, 3]);
    expect(form.budget).toEqual({ min: 0, max: 50000 });
    expect(form.area).toEqual({ min: null, max: null });
  });
});
