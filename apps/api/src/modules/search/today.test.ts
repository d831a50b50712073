/** `today` (trust.ts), kept through a UTC hour, against a date format of every instant asked. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, today } from './trust';

const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
const formatted = (t: number) => dayOf(madrid.format(t));

describe('today', () => {
  it('answers the day in Madrid at any instant, around midnight and the clock changes too', () => {
    // Every minute of the two days around each clock change of 2026 and a winter midnight.
    for (const start of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24), Date.UTC(2026, 11, 31)])
      for (let t = start; t < start + 2 * 86_400_000; t += 60_000) expect(today(t)).toBe(formatted(t));
    // Instants in any order (the kept hour changes back and forth).
    fc.assert(
      fc.property(fc.array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), { maxLength: 50 }), (ts) => {
        for (const t of ts) expect(today(t)).toBe(formatted(t));
      }),
    );
  });
});
