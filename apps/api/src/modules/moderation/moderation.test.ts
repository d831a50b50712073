/** Moderation (issue 19): reported reviews kept or removed by a moderator, the reason mailed, every decision logged. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ADMIN_ROLE, MODERATION_MSG, REVIEW_MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp, usingPostgres } from '../../../test/helper';
import { moderationRepo } from './repo';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let someone: Awaited<ReturnType<typeof registerUser>>;
let companyId: string;

const api = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

/** A published review by `email`, reported once; answers its id. */
async function reportedReview(email: string, name: string) {
  await api('POST', `/companies/${companyId}/contact`, undefined, { contact: { name, email, message: 'Presupuesto para una reforma.' } });
  await t.drain();
  const raw =
    t.mails
      .filter((m) => m.to.includes(email))
      .at(-1)
      ?.raw.replace(/=\r?\n/g, '') ?? '';
  const token = raw.match(/\/valorar\/([\w-]+)/)?.[1];
  const review = {
    rating: 1,
    quality: 1,
    deadlines: 1,
    price: 1,
    text: 'Un desastre de principio a fin; el encargado se llama Pepe y su móvil es 600 000 000.',
    work: 201,
    finished: '2026-04',
  };
  const r = await api('POST', '/reviews', undefined, { token, review });
  expect(r.statusCode).toBe(200);
  const id = r.json().review.id as string;
  expect((await api('POST', `/reviews/${id}/reports`, undefined, { reason: 'datos-personales' })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({
    configure: (c) => {
      c.reviewInviteDays = 0;
    },
  });
  const owner = await registerUser(t.app);
  const body = companyPayload();
  await api('POST', '/companies', owner.headers, body);
  companyId = body.id;
  admin = await registerUser(t.app, { name: 'Moderadora' });
  someone = await registerUser(t.app);
  expect(await moderationRepo(t.database.db).grantAdmin(admin.email.toUpperCase(), ADMIN_ROLE)).toBe(true);
});
afterAll(() => t.close());

describe('moderation', () => {
  it('is for moderators only: anyone else gets a Spanish 403, a visitor a 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/reports', undefined],
      ['GET', '/admin/decisions', undefined],
      ['POST', '/admin/reviews/00000000-0000-4000-8000-000000000000/decision', { action: 'keep' }],
    ] as const) {
      const denied = await api(method, url, someone.headers, body);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toEqual({ errors: MODERATION_MSG.notAdmin });
      expect((await api(method, url, undefined, body)).statusCode).toBe(401);
    }
  });

  it('a removed review disappears from the company page, its author gets the reason, and the decision is logged', async () => {
    const id = await reportedReview('quejica@example.es', 'Tomás Pérez');
    const queue = (await api('GET', '/admin/reports', admin.headers)).json();
    const item = queue.items.find((i: { review: { id: string } }) => i.review.id === id);
    expect(item).toMatchObject({ company: { id: companyId }, reports: [{ reason: 'datos-personales' }] });

    const noReason = await api('POST', `/admin/reviews/${id}/decision`, admin.headers, { action: 'remove' });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(MODERATION_MSG.reasonRequired);

    const reason = 'Publica el teléfono de un empleado (datos personales de terceros).';
    const ok = await api('POST', `/admin/reviews/${id}/decision`, admin.headers, { action: 'remove', reason });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MODERATION_MSG.decided });
    const list = (await api('GET', `/companies/${companyId}/reviews`)).json();
    expect(list.items.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await api('POST', `/reviews/${id}/reports`, undefined, { reason: 'otra' })).json()).toEqual({
      errors: REVIEW_MSG.reviewNotFound,
    });

    await t.drain();
    const mail = t.mails.filter((m) => m.to.includes('quejica@example.es')).at(-1);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('retirado por este motivo');
    const log = (await api('GET', '/admin/decisions', admin.headers)).json();
    expect(log.items[0]).toMatchObject({
      moderator: admin.email,
      subjectType: 'review',
      subjectId: id,
      subjectLabel: 'Opinión de Tomás P. sobre Reformas Prueba Castellana',
      action: 'remove',
      reason,
    });

    // Decided once: a second decision finds nothing pending.
    const again = await api('POST', `/admin/reviews/${id}/decision`, admin.headers, { action: 'keep' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: MODERATION_MSG.nothingPending });
  });

  it('a kept review stays published, leaves the queue, and its author is not mailed', async () => {
    const id = await reportedReview('correcta@example.es', 'Irene Gil');
    const mailsBefore = t.mails.length;
    const ok = await api('POST', `/admin/reviews/${id}/decision`, admin.headers, {
      action: 'keep',
      reason: 'Opinión de cliente real; sin datos personales.',
    });
    expect(ok.statusCode).toBe(200);
    await t.drain();
    expect(t.mails.length).toBe(mailsBefore);
    expect((await api('GET', `/companies/${companyId}/reviews`)).json().items.map((r: { id: string }) => r.id)).toContain(id);
    const queue = (await api('GET', '/admin/reports', admin.headers)).json();
    expect(queue.items.map((i: { review: { id: string } }) => i.review.id)).not.toContain(id);
    const { rows } = await t.database.db.execute(sql`select count(*)::int as n from moderation_decisions where subject_id = ${id}`);
    expect((rows[0] as { n: number }).n).toBe(1);
  });

  // The script opens the configured database; on PGlite that is a DATA_DIR, which the test app holds locked.
  // Three script processes through tsx, as `npm run admin:create` runs it: 32 s once beside the browser
  // tests at load ~10, past the default 30 s. A bound for a loaded machine, not a speed check.
  it.skipIf(!usingPostgres)(
    'npm run admin:create gives the role to a registered account, or creates a moderator account',
    {
      timeout: 180_000,
    },
    async () => {
      const u = await registerUser(t.app);
      const script = resolve(import.meta.dirname, '../../scripts/admin-create.ts');
      const env = { ...process.env, DATABASE_URL: t.databaseUrl ?? '', NODE_ENV: 'test' };
      const out = execFileSync(process.execPath, ['--import', 'tsx', script, u.email], { env, encoding: 'utf8' });
      expect(out).toContain('ya es moderador');
      expect((await api('GET', '/admin/reports', u.headers)).statusCode).toBe(200);
      const created = execFileSync(process.execPath, ['--import', 'tsx', script, 'moderador.nuevo@example.es'], {
        env: { ...env, ADMIN_PASSWORD: 'Modera2026' },
        encoding: 'utf8',
      });
      expect(created).toContain('Cuenta de moderación creada');
      const login = await api('POST', '/auth/login', undefined, { email: 'moderador.nuevo@example.es', password: 'Modera2026' });
      expect(login.statusCode).toBe(200);
      expect((await api('GET', '/admin/reports', { authorization: `Bearer ${login.json().token}` })).statusCode).toBe(200);
      expect(() => execFileSync(process.execPath, ['--import', 'tsx', script, 'no-es-un-correo'], { env, stdio: 'pipe' })).toThrow(/Uso:/);
    },
  );
});
