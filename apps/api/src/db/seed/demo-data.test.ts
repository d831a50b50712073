import { describe, expect, it } from 'vitest';
import { type DemoCity, demoCompanies, logoSvg, PICTURE_VARIANTS, pictureSvg } from './demo-data';
import { projectsOf } from './demo-sector';
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

  it('look like the Spanish construction sector (issue 22)', () => {
    const all = [...demoCompanies(0, 1500, cities, capitals)];
    const share = (f: (c: (typeof all)[number]) => boolean, list = all) => list.filter(f).length / list.length;
    // Most firms have under 10 employees; over 250 is rare.
    expect(share((c) => (c.row.employeesId as number) <= 2)).toBeGreaterThan(0.6);
    expect(share((c) => c.row.employeesId === 7)).toBeLessThan(0.01);
    // Reform firms take jobs of thousands to tens of thousands of euros, from small areas.
    const reforms = all.filter((c) => c.typeSlug === 'reformas');
    expect(share((c) => (c.row.budgetMin as number) === 0 && (c.row.budgetMax as number) <= 250_000, reforms)).toBeGreaterThan(0.85);
    expect(share((c) => (c.row.budgetMin as number) >= 1_000_000, reforms)).toBe(0);
    expect(share((c) => (c.row.areaMin as number) >= 500, reforms)).toBe(0);
    expect(share((c) => (c.row.budgetMin as number) >= 1_000_000)).toBeLessThan(0.05);
    for (const c of all) {
      expect(c.row.budgetMax as number).toBeGreaterThan(c.row.budgetMin as number);
      expect(c.row.areaMax as number).toBeGreaterThan(c.row.areaMin as number);
      // Landlines 9[1-8]…, mobiles 6… and 71–74…
      expect(c.row.phone).toMatch(/^(9[1-8]\d{7}|6\d{8}|7[1-4]\d{7})$/);
      expect(c.row.name).toMatch(/^[A-ZÁÉÍÓÚÑ0-9]/);
    }
    expect(share((c) => (c.row.phone as string).startsWith('9'))).toBeGreaterThan(0.6);
  });

  it('give about a third of the companies 1–6 projects with several photos', () => {
    const all = [...demoCompanies(0, 1500, cities, capitals)];
    const projects = all.map((c, i) => projectsOf(i, c, PICTURE_VARIANTS));
    const withSome = projects.filter((p) => p.length > 0);
    expect(withSome.length / all.length).toBeGreaterThan(0.25);
    expect(withSome.length / all.length).toBeLessThan(0.45);
    for (const [i, list] of projects.entries()) {
      expect(list.length).toBeLessThanOrEqual(6);
      const c = all[i] as (typeof all)[number];
      for (const p of list) {
        expect(p.images.length).toBeGreaterThanOrEqual(2);
        // Priced by the kind of work (area × €/m², issue 20), not by the company's declared range.
        expect(p.activityId).toBeGreaterThan(0);
        expect(p.budget).toBeGreaterThan(0);
        expect(p.title).toContain(c.place);
      }
    }
    expect(new Set(withSome.flatMap((l) => l.map((p) => p.images.join()))).size).toBeGreaterThan(20);
  });
});
