import { describe, expect, it } from 'vitest';
import { answersToFilter, emptyGuided, guidedSchema, guidedToFilter } from './guided-form';

const valid = {
  need: { type: 1, activity: 2, subActivity: null },
  budget: { min: 0, max: 50000 },
  city: 'Madrid',
  employees: [],
  area: { min: 50, max: 500 },
};

describe('guided form (SPEC §5)', () => {
  it('requires need.type, need.activity, city, area min/max and budget min', () => {
    const r = guidedSchema.safeParse(emptyGuided());
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['need.type', 'need.activity', 'city', 'area.min', 'area.max', 'budget.min']));
    expect(paths).not.toContain('employees');
    expect(paths).not.toContain('need.subActivity');
  });

  it('accepts a form without employees and sub-activity', () => {
    expect(guidedSchema.safeParse(valid).success).toBe(true);
  });

  it('omits budget and area when both bounds are 0', () => {
    const filter = guidedToFilter({ ...valid, budget: { min: 0, max: 0 }, area: { min: 0, max: 0 } });
    expect(filter).toEqual({ type: 1, parent: 2, provinceName: 'Madrid' });
  });

  it('maps the need to type, parent and activities', () => {
    const filter = guidedToFilter({ ...valid, need: { type: 4, activity: 12, subActivity: 1201 }, employees: [1, 2] });
    expect(filter).toEqual({
      type: 4,
      parent: 12,
      activities: [1201],
      provinceName: 'Madrid',
      employees: [1, 2],
      budget: { min: 0, max: 50000 },
      area: { min: 50, max: 500 },
    });
  });

  it('refuses an area minimum over the maximum, as the searcher does (issue 22)', () => {
    const r = guidedSchema.safeParse({ ...valid, area: { min: 10_000, max: 50 } });
    expect(r.success).toBe(false);
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['area.min', 'La superficie mínima no puede ser mayor a la máxima.'],
    ]);
    // Nor does the title's running count apply it.
    expect(answersToFilter({ ...emptyGuided(), area: { min: 10_000, max: 50 } })).toEqual({});
  });
});
