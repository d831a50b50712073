import { describe, expect, it } from 'vitest';
import { type DemoCity, demoCompanies, logoSvg, PICTURE_VARIANTS, pictureSvg } from './demo-data';
import { COMPANY_TYPES, PROVINCES } from './reference-data';

// One city per province is enough for names and pictures.
const cities = new Map<number, DemoCity[]>(PROVINCES.map(([id, name]) => [id, [{ id: id * 1000, name, provinceId: id }]]));
const capitals = new Map<number, DemoCity>(PROVINCES.map(([id, name]) => [id, { id: id * 1000, name, provinceId: id }]));
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('demo companies', () => {
  it('never repeat a name, in the default load of 1,500', () => {
    const names = [...demoCompanies(0, 1500, cities, capitals)].map((c) => fold(c.row.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('an appended load repeats no earlier name and gives the same companies as one long load', () => {
    const first = [...demoCompanies(0, 1500, cities, capitals)];
    const appended = [...demoCompanies(1500, 3000, cities, capitals)];
    const names = [...first, ...appended].map((c) => fold(c.row.name));
    expect(new Set(names).size).toBe(4500);
    expect([...demoCompanies(1400, 200, cities, capitals)].map((c) => c.row.id)).toEqual(
      [...first.slice(1400), ...appended.slice(0, 100)].map((c) => c.row.id),
    );
  });

  it('draw a different scene for each company type, in several variants', () => {
    const pictures = new Set<string>();
    for (const { slug } of COMPANY_TYPES)
      for (let v = 0; v < PICTURE_VARIANTS; v++) {
        const svg = pictureSvg(slug, v, false);
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
        pictures.add(svg);
        expect(pictureSvg(slug, v, true)).toMatch(/viewBox="0 0 1200 400"/);
      }
    expect(pictures.size).toBe(COMPANY_TYPES.length * PICTURE_VARIANTS);
    expect(new Set(Array.from({ length: 40 }, (_, i) => logoSvg('AB', i))).size).toBeGreaterThan(10);
  });
});
