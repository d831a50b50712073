/**
 * The weekly summary mail (issue 20): once per company and week, only with activity, never when
 * turned off; the mail says what the week brought, why it arrives and how to stop it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { confirmedRequest, mailsTo, makeCompany } from '../../../test/quotes-factory';
import { dateOfDay, today } from '../search/trust';
import { weekWords } from './weekly-summary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
/** A week from now: the run that summarises the current week. */
const nextWeek = () => Date.now() + 7 * DAY;
const summaries = async (email: string) => (await mailsTo(t, email)).filter((m) => m.subject.startsWith('Tu semana en Cimenta'));

async function contact(companyId: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/contact`,
    payload: { contact: { name: 'Pedro Ruiz', email: 'pedro@example.es', phone: '699000111', message: '¿Hacéis reformas de terrazas?' } },
  });
  expect(r.statusCode).toBe(200);
}

async function views(companyId: string, n: number, appearances: number) {
  await t.database.db.execute(
    sql`INSERT INTO company_stats_daily (company_id, day, views, appearances) VALUES (${companyId}, ${dateOfDay(today())}::date, ${n}, ${appearances})`,
  );
}

describe('the weekly summary', () => {
  it('goes once to a company with activity, with its figures, why it arrives and how to stop it', async () => {
    const a = await makeCompany(t.app);
    await confirmedRequest(t, [a.id]);
    await contact(a.id);
    await views(a.id, 34, 1200);

    // Two runs at once (two instances), then a third: one summary.
    const sent = await Promise.all([t.app.services.weeklySummary.send(nextWeek()), t.app.services.weeklySummary.send(nextWeek())]);
    expect(sent.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.weeklySummary.send(nextWeek())).toBe(0);
    await t.drain();
    const mails = await summaries(a.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Tu semana en Cimenta: 1 solicitud, 1 contacto y 34 visitas');
    expect(mail?.text).toContain(`Hola, ${a.name}:`);
    expect(mail?.text).toContain('- Solicitudes de presupuesto nuevas: 1');
    expect(mail?.text).toContain('- Mensajes de contacto nuevos: 1');
    expect(mail?.text).toContain('- Visitas a tu ficha: 34');
    expect(mail?.text).toContain('- Apariciones en los resultados de búsqueda: 1.200');
    expect(mail?.text).toContain('Tienes 2 solicitudes y contactos sin responder');
    expect(mail?.text).toContain('/my-profile/estadisticas');
    expect(mail?.text).toContain('Recibes este correo porque tu empresa tiene activado el resumen semanal');
    expect(mail?.text).toContain('Para dejar de recibirlo, desactívalo en las');
    expect(mail?.text).toContain('/my-profile/solicitudes');
    // The week it covers, in words.
    const monday = dateOfDay(today() - ((today() + 3) % 7));
    expect(mail?.text).toContain(`la semana ${weekWords(monday)}:`);

    // The week after, with nothing new: nothing.
    expect(await t.app.services.weeklySummary.send(nextWeek() + 7 * DAY)).toBe(0);
  });

  it('nothing to a company that turned it off, nor to one with no activity', async () => {
    const off = await makeCompany(t.app);
    const idle = await makeCompany(t.app);
    const prefs = { newContact: true, newRequest: true, newMessage: true, weeklySummary: false };
    const r = await t.app.inject({ method: 'PUT', url: '/api/v1/inbox/preferences', headers: off.owner.headers, payload: prefs });
    expect(r.statusCode).toBe(200);
    await confirmedRequest(t, [off.id]);
    await views(off.id, 5, 10);
    await t.app.services.weeklySummary.send(nextWeek());
    await t.drain();
    expect(await summaries(off.email)).toEqual([]);
    expect(await summaries(idle.email)).toEqual([]);
    // Turned on again, the same week's summary goes (it was never claimed).
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/inbox/preferences',
      headers: off.owner.headers,
      payload: { ...prefs, weeklySummary: true },
    });
    expect(await t.app.services.weeklySummary.send(nextWeek())).toBeGreaterThanOrEqual(1);
    await t.drain();
    expect(await summaries(off.email)).toHaveLength(1);
  });

  it('runs from the daily job, for the week before its day', async () => {
    const a = await makeCompany(t.app);
    await contact(a.id);
    await t.app.infra.jobs.send('weekly-summary', { day: dateOfDay(today() + 7) });
    await t.drain();
    const mails = await summaries(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tu semana en Cimenta: 0 solicitudes, 1 contacto y 0 visitas');
    // And the next run is waiting for 07:00 UTC.
    const { rows } = await t.database.sql.executeSql(
      "SELECT start_after FROM pgboss.job WHERE name = 'weekly-summary' AND state = 'created'",
      [],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.start_after as string).getUTCHours()).toBe(7);
  });

  it('names the week in Spanish', () => {
    expect(weekWords('2026-11-16')).toBe('del 16 al 22 de noviembre de 2026');
    expect(weekWords('2026-11-30')).toBe('del 30 de noviembre al 6 de diciembre de 2026');
    expect(weekWords('2026-12-28')).toBe('del 28 de diciembre de 2026 al 3 de enero de 2027');
  });
});
