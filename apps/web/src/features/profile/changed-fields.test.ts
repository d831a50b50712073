import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only top-level keys whose value changed, comparing deeply', () => {
    const a: Record<string, unknown> = { name: 'A', address: { city: 1, zip: '28001' }, activities: [1, 2], description: null };
    const b = { name: 'A', address: { city: 1, zip: '28002' }, activities: [1, 2], description: '' };
    expect(changedFields(a, b)).toEqual({ address: { city: 1, zip: '28002' } });
  });
});
