/**
 * The weekly summary mail (issue 20): each owned company that wants it (the inbox's mail
 * preferences, on unless turned off) gets, once a week, what its past week brought: new requests
 * and contacts, what is still unanswered, profile views and appearances in results (the
 * statistics' own tables). A company with no activity that week gets nothing.
 *
 * Run by the daily `weekly-summary` job (infra/jobs.ts `DAILY`): each run covers the last full
 * week (Monday to Sunday, Spain's calendar) before its day, so the first run after a Sunday sends
 * and the later ones find every company claimed. The claim is a row in `company_weekly_summaries`
 * inserted in the transaction that queues the mail: two instances running at once, or a retried
 * job, send each company one summary per week. Companies without an owner (the demo's) are left
 * out: nobody could read their inbox or turn the mail off.
 */
import { formatNumber, PRODUCT_NAME } from '@cimenta/shared';
import { lines, type MailContent, oneLine } from '../../infra/mail-templates';
import type { Mailer } from '../../infra/mailer';
import { dateOfDay, today } from '../search/trust';
import { mondayOf } from '../statistics/service';
import type { WeekSummary, WeeklySummaryRepo } from './weekly-summary-repo';

/** Claims older than this are no longer needed (a run covers only the week before it). */
const KEEP_WEEKS = 8;

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
/** "del 16 al 22 de noviembre de 2026", "del 28 de diciembre de 2026 al 3 de enero de 2027". */
export function weekWords(monday: string): string {
  const [from, to] = [monday, dateOfDay(Math.floor(Date.parse(`${monday}T00:00:00Z`) / 86_400_000) + 6)].map((d) => {
    const [y, m, day] = d.split('-').map(Number) as [number, number, number];
    return { y, m: MONTHS[m - 1] as string, d: day };
  }) as [{ y: number; m: string; d: number }, { y: number; m: string; d: number }];
  if (from.y !== to.y) return `del ${from.d} de ${from.m} de ${from.y} al ${to.d} de ${to.m} de ${to.y}`;
  if (from.m !== to.m) return `del ${from.d} de ${from.m} al ${to.d} de ${to.m} de ${to.y}`;
  return `del ${from.d} al ${to.d} de ${to.m} de ${to.y}`;
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function weeklySummaryMail(s: WeekSummary, p: { week: string; inboxUrl: string; statsUrl: string }): MailContent {
  return {
    subject: `Tu semana en ${PRODUCT_NAME}: ${plural(s.requests, 'solicitud', 'solicitudes')}, ${plural(s.contacts, 'contacto', 'contactos')} y ${plural(s.views, 'visita', 'visitas')}`,
    text: lines([
      `Hola, ${oneLine(s.name)}:`,
      '',
      `Esto es lo que ha pasado con tu empresa en ${PRODUCT_NAME} la semana ${weekWords(p.week)}:`,
      '',
      `- Solicitudes de presupuesto nuevas: ${formatNumber(s.requests)}`,
      `- Mensajes de contacto nuevos: ${formatNumber(s.contacts)}`,
      `- Visitas a tu ficha: ${formatNumber(s.views)}`,
      `- Apariciones en los resultados de búsqueda: ${formatNumber(s.appearances)}`,
      '',
      s.unanswered > 0
        ? `Tienes ${plural(s.unanswered, 'solicitud o contacto', 'solicitudes y contactos')} sin responder. Respóndelos desde tu bandeja: ${p.inboxUrl}`
        : `No tienes nada pendiente de responder. Tu bandeja: ${p.inboxUrl}`,
      `Tus estadísticas de las últimas 12 semanas: ${p.statsUrl}`,
      '',
      `Recibes este correo porque tu empresa tiene activado el resumen semanal en ${PRODUCT_NAME} y tuvo actividad`,
      'esta semana (las semanas sin actividad no te escribimos). Para dejar de recibirlo, desactívalo en las',
      `preferencias de correo de tu bandeja de solicitudes: ${p.inboxUrl}`,
    ]),
  };
}

export function weeklySummaryService(deps: { repo: WeeklySummaryRepo; mailer: Mailer; publicUrl: string }) {
  const { repo, mailer, publicUrl } = deps;
  const inboxUrl = `${publicUrl}/my-profile/solicitudes`;
  const statsUrl = `${publicUrl}/my-profile/estadisticas`;
  return {
    /**
     * Sends the summaries of the last full week before `now`'s day (Spain); answers how many were
     * queued by this call (0 when another run already sent them).
     */
    async send(now: number = Date.now()): Promise<number> {
      const monday = mondayOf(today(now)) - 7;
      const [week, next] = [dateOfDay(monday), dateOfDay(monday + 7)];
      const sent = await repo.claim(week, next, (s, tx) =>
        mailer.send({ to: s.email, ...weeklySummaryMail(s, { week, inboxUrl, statsUrl }) }, { tx }),
      );
      await repo.forgetBefore(dateOfDay(monday - 7 * KEEP_WEEKS));
      return sent;
    },
  };
}
