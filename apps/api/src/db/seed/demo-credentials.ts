/**
 * Demo credentials (issue 19), spread the way a directory's are: most companies show none; about
 * one in six has some — mostly a verified liability insurance and CIF, sometimes an REA
 * registration or an association — with expiry dates from a few weeks to two years ahead; a few
 * wait for a moderator (some CIFs as typed, with a wrong control character the check shows), some
 * were rejected, and every 97th company's insurance expires within 30 days (its mail is due). Each
 * has a small generated document in the private storage. Dates are counted from the day of the
 * load. Drawn from a stream of their own.
 */
import { checkTaxId } from '@cimenta/shared';
import { type DemoCompany, rng } from './demo-data';

type Row = Record<string, unknown>;
export type DemoCredential = { row: Row; document: { key: string; body: Buffer; type: string } };

const INSURERS = ['Mapfre', 'Allianz', 'AXA', 'Zurich', 'Generali', 'Mutua de Propietarios', 'Caser', 'Reale', 'Asefa', 'Plus Ultra'];
const AMOUNTS = [300_000, 600_000, 600_000, 1_000_000, 1_200_000, 1_500_000, 2_000_000, 3_000_000];
const ASSOCIATIONS = [
  'Colegio Oficial de Aparejadores y Arquitectos Técnicos',
  'Confederación Nacional de la Construcción',
  'Gremio de Constructores',
  'Asociación de Empresas de Reformas',
  'Colegio de Ingenieros Técnicos Industriales',
];
const REA_PROVINCE = (provinceId: number) => String(provinceId).padStart(2, '0');

const DAY = 24 * 3600 * 1000;
const dayFrom = (start: number, days: number) => new Date(start + days * DAY).toISOString().slice(0, 10);

/** The CIF with its control digit put right (a verified CIF credential is a valid one). */
function fixedCif(cif: string): string {
  for (let d = 0; d <= 9; d++) {
    const candidate = `${cif.slice(0, 8)}${d}`;
    if (checkTaxId(candidate).valid) return candidate;
  }
  return cif;
}

/** A one-page PDF with a few lines of text (valid: its cross-reference table points at its objects). */
export function demoPdf(lines: string[]): Buffer {
  const text = lines.map((l, k) => `BT /F1 ${k === 0 ? 16 : 11} Tf 60 ${760 - k * 24} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, k) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${k + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The credentials of demo company `i`, as of `today` (ms). */
export function credentialsOf(i: number, c: DemoCompany, today: number, seed = 191): DemoCredential[] {
  const r = rng(seed * 7_919 + i * 31 + 3);
  const dueSoon = i % 97 === 5;
  if (!dueSoon && r.next() >= 0.17) return [];
  const out: DemoCredential[] = [];
  const companyId = c.row.id as string;
  const name = String(c.row.name);
  const submitted = today - r.int(20, 400) * DAY;
  const add = (kind: string, data: Row, expiresOn: string | null, status: 'verified' | 'pending' | 'rejected', reason?: string) => {
    const id = r.uuid();
    const title =
      {
        cif: 'Tarjeta de identificación fiscal',
        insurance: 'Póliza de responsabilidad civil',
        rea: 'Inscripción en el REA',
        association: 'Certificado de colegiación',
      }[kind] ?? kind;
    const body = demoPdf([
      title,
      name,
      ...Object.entries(data).map(([k, v]) => `${k}: ${v}`),
      expiresOn ? `Valido hasta ${expiresOn}` : 'Sin fecha de caducidad',
      'Documento de demostracion generado por Cimenta',
    ]);
    const key = `companies/${companyId}/credentials/${id}.pdf`;
    const created = new Date(submitted + r.int(0, 10) * DAY);
    out.push({
      row: {
        id,
        companyId,
        kind,
        data,
        expiresOn,
        documentKey: key,
        documentType: 'application/pdf',
        documentSize: body.length,
        status,
        reason: reason ?? null,
        decidedAt: status === 'pending' ? null : new Date(created.getTime() + r.int(1, 4) * DAY),
        createdAt: created,
        updatedAt: created,
      },
      document: { key, body, type: 'application/pdf' },
    });
  };
  const pending = r.next() < 0.2;
  const insuranceDays = dueSoon ? 20 : r.int(45, 720);
  if (dueSoon || r.next() < 0.85)
    add(
      'insurance',
      { insurer: r.pick(INSURERS), policy: `RC-${r.int(100000, 999999)}`, amount: r.pick(AMOUNTS) },
      dayFrom(today, insuranceDays),
      pending && !dueSoon ? 'pending' : 'verified',
    );
  if (r.next() < 0.6) {
    // A quarter wait for a moderator, as typed (the control character may be wrong: the check shows it).
    const waiting = r.next() < 0.25;
    add('cif', { number: waiting ? String(c.row.cif) : fixedCif(String(c.row.cif)) }, null, waiting ? 'pending' : 'verified');
  }
  if (r.next() < 0.35)
    add(
      'rea',
      { number: `${REA_PROVINCE(Number(c.row.provinceId))}${r.int(10000000, 99999999)}` },
      dayFrom(today, r.int(200, 1000)),
      'verified',
    );
  if (r.next() < 0.25) {
    const rejected = r.next() < 0.3;
    add(
      'association',
      { name: r.pick(ASSOCIATIONS), number: String(r.int(1000, 99999)) },
      dayFrom(today, r.int(60, 500)),
      rejected ? 'rejected' : r.next() < 0.3 ? 'pending' : 'verified',
      rejected ? 'El certificado adjunto está caducado; envía el del año en curso.' : undefined,
    );
  }
  return out;
}
