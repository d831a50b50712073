/** Credentials (issue 19): submitted by the company, verified by a moderator, shown until they expire. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ROLE, CREDENTIAL_MSG, MODERATION_MSG, MSG, todayInSpain } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from '../../../test/helper';
import { moderationRepo } from '../moderation/repo';

let t: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
let owner: User;
let other: User;
let admin: User;
let companyId: string;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdfUrl = (b: Buffer = PDF) => `data:application/pdf;base64,${b.toString('base64')}`;
const inDays = (n: number) => {
  const d = new Date(`${todayInSpain()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const insurance = (over: Record<string, unknown> = {}) => ({
  kind: 'insurance',
  insurer: 'Mapfre',
  policy: 'RC-2026-778812',
  amount: 600000,
  expiresOn: inDays(400),
  document: pdfUrl(),
  ...over,
});
const privateFiles = () => {
  const dir = join(t.dataDir, 'private');
  return existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)) : [];
};
const rowCount = async () => {
  const { rows } = await t.database.db.execute(sql`select count(*)::int as n from company_credentials`);
  return (rows[0] as { n: number }).n;
};
async function submit(body: unknown, who: User = owner) {
  const r = await api('POST', '/company/credentials', who.headers, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().credential as { id: string; status: string };
}
const decide = (id: string, body: unknown, who: User = admin) => api('POST', `/admin/credentials/${id}/decision`, who.headers, body);
const badges = async () => (await api('GET', `/companies/${companyId}`)).json().credentials as { kind: string; expiresOn: string }[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  const body = companyPayload();
  expect((await api('POST', '/companies', owner.headers, body)).statusCode).toBe(200);
  companyId = body.id;
  other = await registerUser(t.app);
  const otherCompany = companyPayload({ name: 'Otra Constructora', contact: { email: 'info@otra.es', phone: '911000000', website: null } });
  expect((await api('POST', '/companies', other.headers, otherCompany)).statusCode).toBe(200);
  admin = await registerUser(t.app, { name: 'Moderadora' });
  await moderationRepo(t.database.db).grantAdmin(admin.email, ADMIN_ROLE);
});
afterAll(() => t.close());

describe('credentials: bad input', () => {
  it('refuses each bad submission with a Spanish §8 error and stores nothing', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = privateFiles();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const cases: [unknown, string][] = [
      [insurance({ document: pdfUrl(big) }), CREDENTIAL_MSG.documentTooBig],
      [
        insurance({ document: `data:application/pdf;base64,${Buffer.from('MZ\x90\x00 not a pdf').toString('base64')}` }),
        CREDENTIAL_MSG.documentType,
      ],
      [insurance({ document: 'data:application/pdf;base64,@@@' }), CREDENTIAL_MSG.documentType],
      [insurance({ document: undefined }), CREDENTIAL_MSG.documentRequired],
      [insurance({ expiresOn: inDays(-1) }), CREDENTIAL_MSG.expiryPast],
      [insurance({ expiresOn: '2027-02-30' }), CREDENTIAL_MSG.dateFormat],
      [insurance({ amount: 'mucho' }), CREDENTIAL_MSG.amount],
      [insurance({ insurer: ' ' }), 'Este campo es obligatorio'],
      [{ kind: 'rea' }, 'Este campo es obligatorio'],
      [{ kind: 'diploma', number: '1' }, MSG.invalidOption],
    ];
    for (const [body, message] of cases) {
      const r = await api('POST', '/company/credentials', owner.headers, body);
      expect(r.statusCode, message).toBe(400);
      expect(JSON.stringify(r.json()), message).toContain(message);
      expect(Array.isArray(r.json().errors)).toBe(true);
    }
    expect(await rowCount()).toBe(rowsBefore);
    expect(privateFiles()).toEqual(filesBefore);
  });

  it('asks a user without a company to register it first', async () => {
    const lone = await registerUser(t.app);
    const r = await api('POST', '/company/credentials', lone.headers, { kind: 'cif', number: 'B84818442' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ errors: CREDENTIAL_MSG.noCompany });
    expect((await api('POST', '/company/credentials', undefined, { kind: 'cif', number: 'B84818442' })).statusCode).toBe(401);
  });
});

describe('credentials: documents are private', () => {
  it('serves the document to its company and moderators only, never from /uploads', async () => {
    const filesBefore = privateFiles();
    const c = await submit(insurance());
    expect(c.status).toBe('pending');
    const added = privateFiles().filter((f) => !filesBefore.includes(f));
    expect(added).toHaveLength(1);
    const file = added[0] as string;
    expect(file).toMatch(/credentials\/[\w-]+\.pdf$/);

    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/credentials/${c.id}/document`, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe('attachment; filename="credencial-insurance.pdf"');
    expect(mine.headers['cache-control']).toContain('no-store');
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/v1/credentials/${c.id}/document`, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);

    // Another company's user (IDOR), a visitor, a made-up id, the public uploads path.
    const idor = await t.app.inject({ method: 'GET', url: `/api/v1/credentials/${c.id}/document`, headers: other.headers });
    expect(idor.statusCode).toBe(404);
    expect(idor.json()).toEqual({ errors: CREDENTIAL_MSG.documentNotFound });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/credentials/${c.id}/document` })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/credentials/nada/document', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/private/${file}` })).statusCode).not.toBe(200);

    // Nor can another company delete it.
    const del = await api('DELETE', `/company/credentials/${c.id}`, other.headers);
    expect(del.statusCode).toBe(403);
    expect(del.json().errors).toBeTypeOf('string');
    expect(privateFiles()).toContain(file);

    const gone = await api('DELETE', `/company/credentials/${c.id}`, owner.headers);
    expect(gone.json()).toEqual({ message: CREDENTIAL_MSG.deleted });
    expect(privateFiles()).toEqual(filesBefore);
    const left = (await api('GET', '/company/credentials', owner.headers)).json().items as { id: string }[];
    expect(left.map((x) => x.id)).not.toContain(c.id);
  });

  it('a save that fails after its document was written leaves no object behind', async () => {
    const rowsBefore = await rowCount();
    const filesBefore = privateFiles();
    await t.database.sql.executeSql("ALTER TABLE company_credentials ADD CONSTRAINT test_no_rea CHECK (kind <> 'rea') NOT VALID", []);
    try {
      const r = await api('POST', '/company/credentials', owner.headers, { kind: 'rea', number: '1500001', document: pdfUrl() });
      expect(r.statusCode).toBe(500);
      expect(r.json().errors).toBeTypeOf('string');
    } finally {
      await t.database.sql.executeSql('ALTER TABLE company_credentials DROP CONSTRAINT test_no_rea', []);
    }
    expect(privateFiles()).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('accepts an image for the policy, recognised by its bytes', async () => {
    const png = (await pngDataUrl(8, 8)).replace('image/png', 'application/octet-stream');
    const c = await submit(insurance({ document: png }));
    const r = await t.app.inject({ method: 'GET', url: `/api/v1/credentials/${c.id}/document`, headers: owner.headers });
    expect(r.headers['content-type']).toBe('image/png');
    await api('DELETE', `/company/credentials/${c.id}`, owner.headers);
  });
});

describe('credentials: moderation', () => {
  it('is for moderators only', async () => {
    const c = await submit({ kind: 'rea', number: '15000012345' });
    for (const [method, url, body] of [
      ['GET', '/admin/credentials', undefined],
      ['POST', `/admin/credentials/${c.id}/decision`, { action: 'approve' }],
    ] as const) {
      const denied = await api(method, url, owner.headers, body);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ errors: MODERATION_MSG.notAdmin });
    }
    const { rows } = await t.database.db.execute(sql`select status from company_credentials where id = ${c.id}`);
    expect(rows[0]).toEqual({ status: 'pending' });
    await api('DELETE', `/company/credentials/${c.id}`, owner.headers);
  });

  it('shows moderators the CIF/NIF check; a rejection mails its reason and is logged', async () => {
    const good = await submit({ kind: 'cif', number: 'b84818442' });
    const wrong = await submit({ kind: 'cif', number: 'B84818443' });
    const queue = (await api('GET', '/admin/credentials', admin.headers)).json().items as {
      credential: { id: string; fields: { number: string } };
      taxId: unknown;
      company: { id: string };
    }[];
    const of = (id: string) => queue.find((i) => i.credential.id === id);
    expect(of(good.id)).toMatchObject({
      taxId: { kind: 'CIF', valid: true },
      company: { id: companyId },
      credential: { fields: { number: 'B84818442' } },
    });
    expect(of(wrong.id)?.taxId).toEqual({ kind: 'CIF', valid: false });

    const noReason = await decide(wrong.id, { action: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(CREDENTIAL_MSG.reasonRequired);
    const mailsBefore = t.mails.length;
    const reason = 'El carácter de control del CIF no es correcto; revisa el número.';
    expect((await decide(wrong.id, { action: 'reject', reason })).json()).toEqual({ message: MODERATION_MSG.decided });
    expect((await decide(wrong.id, { action: 'approve' })).json()).toEqual({ errors: CREDENTIAL_MSG.nothingPending });
    await t.drain();
    // The owner's mails since the decision (an expiry mail of another test's credential may be among them).
    const mails = t.mails.slice(mailsBefore).filter((m) => m.to.includes(owner.email));
    const rejected = 'carácter de control del CIF'.replace('á', '=C3=A1');
    expect(mails.some((m) => m.raw.replace(/=\r?\n/g, '').includes(rejected))).toBe(true);
    const mine = (await api('GET', '/company/credentials', owner.headers)).json().items;
    expect(mine.find((c: { id: string }) => c.id === wrong.id)).toMatchObject({ status: 'rejected', reason });
    const log = (await api('GET', '/admin/decisions', admin.headers)).json().items;
    expect(log[0]).toMatchObject({
      moderator: admin.email,
      subjectType: 'credential',
      subjectId: wrong.id,
      subjectLabel: 'CIF/NIF verificado de Reformas Prueba Castellana',
      action: 'reject',
      reason,
    });
    expect((await decide(good.id, { action: 'approve' })).statusCode).toBe(200);
  });

  it('a verified insurance shows on the company page with insurer, amount and expiry, never the policy number', async () => {
    const c = await submit(insurance({ expiresOn: inDays(200) }));
    expect((await badges()).map((b) => b.kind)).not.toContain('insurance');
    expect((await decide(c.id, { action: 'approve' })).statusCode).toBe(200);
    const page = await api('GET', `/companies/${companyId}`);
    expect(page.json().credentials).toContainEqual({
      kind: 'insurance',
      label: 'Seguro de responsabilidad civil',
      detail: 'Mapfre · cubre 600.000 €',
      expiresOn: inDays(200),
    });
    expect(page.body).not.toContain('RC-2026-778812');
    expect(page.body).not.toContain('credentials/');
  });

  it('an expired credential stops showing (compared with today at read time)', async () => {
    const expiresOn = inDays(10);
    const c = await submit({ kind: 'association', name: 'Colegio de Aparejadores de Madrid', number: '12345', expiresOn });
    await decide(c.id, { action: 'approve' });
    // This one badge (other tests may have left other associations with other dates).
    const shown = async () => (await badges()).some((b) => b.kind === 'association' && b.expiresOn === expiresOn);
    expect(await shown()).toBe(true);
    // Eleven days later: the cached page is the same, the date has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 24 * 3600 * 1000 });
    try {
      expect(await shown()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(await shown()).toBe(true);
    // And read again from the database (the row moved back, as if then): not shown, marked expired for its company.
    await t.database.db.execute(sql`update company_credentials set expires_on = ${inDays(-1)} where id = ${c.id}`);
    await t.app.services.search.changed([companyId]);
    expect(await shown()).toBe(false);
    const mine = (await api('GET', '/company/credentials', owner.headers)).json().items;
    expect(mine.find((x: { id: string }) => x.id === c.id)).toMatchObject({ status: 'verified', expired: true });
  });
});

describe('credentials: the expiry mail', () => {
  it('goes once, 30 days before the expiry date, from the daily job', async () => {
    const soon = await submit({ kind: 'rea', number: '15000099999', expiresOn: inDays(30) });
    const later = await submit({ kind: 'association', name: 'Asociación de Constructores', number: '77', expiresOn: inDays(31) });
    const pending = await submit({ kind: 'association', name: 'Gremio sin verificar', number: '78', expiresOn: inDays(5) });
    await decide(soon.id, { action: 'approve' });
    await decide(later.id, { action: 'approve' });
    expect(pending.status).toBe('pending');
    await t.drain();
    const before = t.mails.length;
    const expiring = () => t.mails.slice(before).filter((m) => m.raw.includes('caduca'));

    await t.app.infra.jobs.send('credential-expiry', { day: todayInSpain() });
    await t.drain();
    expect(expiring()).toHaveLength(1);
    expect(expiring()[0]?.to).toContain(owner.email);
    expect(expiring()[0]?.raw).toContain('REA');

    // Again: nothing more for the same credential.
    expect(await t.app.services.credentials.mailExpiring()).toBe(0);
    await t.drain();
    expect(expiring()).toHaveLength(1);
    // A day later the other one enters the 30 days.
    expect(await t.app.services.credentials.mailExpiring(inDays(1))).toBe(1);
  });

  it('the daily job is queued once for the next 06:00 UTC', async () => {
    const { rows } = await t.database.sql.executeSql(
      "SELECT data->>'day' AS day, start_after FROM pgboss.job WHERE name = 'credential-expiry' AND state = 'created'",
      [],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.start_after as string).getUTCHours()).toBe(6);
  });
});

describe('credentials: deleting the company', () => {
  it('deletes its documents too', async () => {
    const u = await registerUser(t.app);
    const body = companyPayload({ name: 'Borrable', contact: { email: 'info@borrable.es', phone: '911000001', website: null } });
    await api('POST', '/companies', u.headers, body);
    await submit(insurance(), u);
    const mine = privateFiles().filter((f) => f.includes(body.id));
    expect(mine).toHaveLength(1);
    expect((await api('DELETE', '/company', u.headers)).statusCode).toBe(200);
    expect(privateFiles().filter((f) => f.includes(body.id))).toEqual([]);
  });
});
