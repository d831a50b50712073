import { checkTaxId } from '@cimenta/shared';
import { describe, expect, it } from 'vitest';
import { sniffDocument } from '../../modules/credentials/documents';
import { credentialsOf } from './demo-credentials';
import { type DemoCity, demoCompanies } from './demo-data';
import { PROVINCES } from './reference-data';

const cities = new Map<number, DemoCity[]>(PROVINCES.map(([id, name]) => [id, [{ id: id * 1000, name, provinceId: id }]]));
const capitals = new Map<number, DemoCity>(PROVINCES.map(([id, name]) => [id, { id: id * 1000, name, provinceId: id }]));

describe('demo credentials', () => {
  const today = Date.UTC(2026, 10, 26);
  const day = (n: number) => new Date(today + n * 86_400_000).toISOString().slice(0, 10);
  const companies = [...demoCompanies(0, 600, cities, capitals)];
  const all = companies.map((c, i) => credentialsOf(i, c, today));
  const rows = all.flat().map((x) => x.row);

  it('are spread as in a real directory: most companies none, some verified with various expiries, a few pending, one expiring within 30 days', () => {
    const withSome = all.filter((x) => x.length > 0).length / all.length;
    expect(withSome).toBeGreaterThan(0.1);
    expect(withSome).toBeLessThan(0.3);
    // Among the first 40 (the default demo) too.
    expect(all.slice(0, 40).some((x) => x.length > 0)).toBe(true);
    const verified = rows.filter((r) => r.status === 'verified');
    expect(new Set(verified.map((r) => r.expiresOn)).size).toBeGreaterThan(20);
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
    expect(rows.some((r) => r.status === 'rejected' && r.reason)).toBe(true);
    expect(rows.some((r) => r.kind === 'cif' && r.status === 'pending')).toBe(true);
    const soon = verified.filter((r) => r.expiresOn && (r.expiresOn as string) <= day(30));
    expect(soon.length).toBeGreaterThan(0);
    expect(all[5]?.some((x) => x.row.kind === 'insurance' && x.row.expiresOn === day(20))).toBe(true);
    for (const r of rows) if (r.expiresOn) expect((r.expiresOn as string) >= day(0)).toBe(true);
  });

  it('carry a PDF each, a valid verified CIF, and their fields', () => {
    for (const x of all.flat()) {
      expect(sniffDocument(x.document.body)?.mime).toBe('application/pdf');
      expect(x.document.body.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
      expect(x.row.documentSize).toBe(x.document.body.length);
      expect(x.document.key).toBe(`companies/${x.row.companyId}/credentials/${x.row.id}.pdf`);
      if (x.row.kind === 'cif' && x.row.status === 'verified')
        expect(checkTaxId(String((x.row.data as { number: string }).number)).valid).toBe(true);
      if (x.row.kind === 'insurance') expect(x.row.data).toMatchObject({ insurer: expect.any(String), amount: expect.any(Number) });
    }
  });
});
