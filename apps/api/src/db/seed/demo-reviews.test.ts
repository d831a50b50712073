import { describe, expect, it } from 'vitest';
import { type DemoCity, demoCompanies, PICTURE_VARIANTS } from './demo-data';
import { reviewsOf } from './demo-reviews';
import { PROVINCES } from './reference-data';

const cities = new Map<number, DemoCity[]>(PROVINCES.map(([id, name]) => [id, [{ id: id * 1000, name, provinceId: id }]]));
const capitals = new Map<number, DemoCity>(PROVINCES.map(([id, name]) => [id, { id: id * 1000, name, provinceId: id }]));

describe('demo reviews', () => {
  const companies = [...demoCompanies(0, 1500, cities, capitals)];
  const names = new Map<number, string>();
  const all = companies.map((c, i) => ({ c, ...reviewsOf(i, c, names, PICTURE_VARIANTS) }));
  const reviews = all.flatMap((x) => x.reviews);

  it('are spread as in a real directory: many companies without, a few with many, stars leaning positive', () => {
    const withSome = all.filter((x) => x.reviews.length > 0).length / all.length;
    expect(withSome).toBeGreaterThan(0.3);
    expect(withSome).toBeLessThan(0.5);
    expect(Math.max(...all.map((x) => x.reviews.length))).toBeGreaterThanOrEqual(8);
    const mean = reviews.reduce((s, r) => s + (r.rating as number), 0) / reviews.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(mean).toBeLessThan(4.6);
    expect(reviews.some((r) => (r.rating as number) <= 2)).toBe(true);
  });

  it('follow the rules of a real review: a used invitation, the author as "Nombre I.", the company’s own work, 50+ characters', () => {
    for (const x of all) {
      const invitations = new Map(x.invitations.map((i) => [i.id, i]));
      for (const r of x.reviews) {
        expect(invitations.get(r.invitationId)?.usedAt).toBeInstanceOf(Date);
        expect(r.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
        expect(x.c.activityIds).toContain(r.activityId);
        expect((r.body as string).length).toBeGreaterThanOrEqual(50);
        expect(r.finished as string).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      }
    }
    const share = (f: (r: (typeof reviews)[number]) => boolean) => reviews.filter(f).length / reviews.length;
    expect(share((r) => r.answer !== null)).toBeGreaterThan(0.2);
    expect(share((r) => (r.images as string[]).length > 0)).toBeGreaterThan(0.1);
    expect(all.flatMap((x) => x.reports).length).toBeGreaterThan(0);
  });
});
