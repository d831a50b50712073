/**
 * Demo reviews (issue 19), spread the way a directory's are: most companies have none, a few have
 * many; stars lean positive with some bad experiences; about a third are answered; some carry the
 * type's illustrations as photos; a few are reported and wait for a moderator. Each review has the
 * used invitation it came from. Drawn from a stream of their own, so the companies stay as they were.
 */
import { createHash } from 'node:crypto';
import { reviewerName } from '@cimenta/shared';
import { type DemoCompany, type Rng, rng, SURNAMES } from './demo-data';

const FIRST = [
  'Lucía',
  'Javier',
  'Carmen',
  'Pablo',
  'Marta',
  'Alberto',
  'Nuria',
  'Sergio',
  'Elena',
  'Raúl',
  'Isabel',
  'Andrés',
  'Rocío',
  'Diego',
  'Pilar',
  'Iker',
  'Ainhoa',
  'Jordi',
  'Montse',
  'Xabier',
];

const GOOD = [
  'Hicieron {work} en el plazo que dijeron y dejaron todo limpio cada día.',
  'Muy contentos con {work}: explicaron cada paso y no hubo sorpresas.',
  'Profesionales y puntuales. {Work} quedó mejor de lo que esperábamos.',
  'Nos asesoraron bien con {work} y respetaron el presupuesto casi al euro.',
];
const MIXED = [
  'El resultado de {work} es bueno, aunque se retrasaron dos semanas sobre lo previsto.',
  '{Work} bien hecho, pero costó que contestaran al teléfono durante la obra.',
  'Trabajo correcto en {work}; el precio final subió algo por extras que no estaban claros.',
];
const BAD = [
  '{Work} se alargó mucho más de lo acordado y tuvimos que insistir para que terminaran.',
  'No quedamos satisfechos con {work}: repasos pendientes y el presupuesto se disparó.',
];
const CLOSERS = [
  'Los recomendaría sin dudarlo.',
  'Volveríamos a contar con ellos.',
  'Buena comunicación durante toda la obra.',
  'Para obras pequeñas, muy recomendables.',
  'No volveríamos a contratarlos.',
];
const ANSWERS_GOOD = [
  '¡Gracias por confiar en nosotros! Fue un placer trabajar en vuestra casa.',
  'Muchas gracias por tus palabras; se lo trasladamos a todo el equipo.',
];
const ANSWERS_BAD = [
  'Sentimos que la obra se alargara. Hubo un retraso del proveedor que debimos avisar antes; te llamamos para cerrar los repasos.',
  'Lamentamos tu experiencia. Los extras se firmaron durante la obra, pero entendemos que debimos explicarlos mejor.',
];
const REASONS = ['falsa', 'ofensiva', 'datos-personales', 'otra'] as const;

type Row = Record<string, unknown>;
export type DemoReviews = { invitations: Row[]; reviews: Row[]; reports: Row[] };

const DAY = 24 * 3600 * 1000;
/** Demo reviews are dated before this day, so a reload draws the same ones. */
const UNTIL = Date.UTC(2026, 10, 1);

function textOf(r: Rng, stars: number, work: string): string {
  const lower = work.toLocaleLowerCase('es');
  const pool = stars >= 4 ? GOOD : stars === 3 ? MIXED : BAD;
  const line = r.pick(pool).replace('{work}', `el trabajo de ${lower}`).replace('{Work}', `El trabajo de ${lower}`);
  const closer = stars >= 4 ? r.pick(CLOSERS.slice(0, 4)) : stars === 3 ? r.pick(CLOSERS.slice(2, 4)) : CLOSERS[4];
  return `${line} ${closer}`;
}

/** Stars around `base` (the company's own level), kept within 1–5. */
const around = (r: Rng, base: number) => Math.max(1, Math.min(5, Math.round(base + (r.next() - 0.5) * 2.2)));

/**
 * The reviews of demo company `i` (about 40 % have some; 1–14, most 1–4), their invitations, and
 * a report for about 1 in 30. `activityNames` maps the company's activity ids to names.
 */
export function reviewsOf(i: number, c: DemoCompany, activityNames: Map<number, string>, variants: number, seed = 19): DemoReviews {
  const out: DemoReviews = { invitations: [], reviews: [], reports: [] };
  const r = rng(seed * 104_729 + i * 53 + 7);
  if (r.next() >= 0.4 || c.activityIds.length === 0) return out;
  const n = 1 + Math.floor(r.next() ** 2.2 * 14);
  // Most firms do well; about one in eight does badly.
  const level = r.next() < 0.12 ? 2.2 : 3.6 + r.next() * 1.3;
  for (let k = 0; k < n; k++) {
    const activityId = c.activityIds[k % c.activityIds.length] as number;
    const work = activityNames.get(activityId) ?? 'obra';
    const name = `${r.pick(FIRST)} ${r.pick(SURNAMES)}`;
    const email = `cliente.${i}.${k}@ejemplo.es`;
    const created = new Date(UNTIL - r.int(3, 720) * DAY - r.int(0, 86_000) * 1000);
    const finished = new Date(created.getTime() - r.int(5, 120) * DAY).toISOString().slice(0, 7);
    const rating = around(r, level);
    const invitationId = r.uuid();
    out.invitations.push({
      id: invitationId,
      companyId: c.row.id,
      email,
      name,
      tokenHash: createHash('sha256').update(`demo-${i}-${k}`).digest('hex'),
      expiresAt: new Date(created.getTime() + 30 * DAY),
      usedAt: created,
      createdAt: new Date(created.getTime() - 10 * DAY),
    });
    const answered = r.next() < (rating <= 3 ? 0.6 : 0.3);
    const photos = r.next() < 0.2 ? r.int(1, 3) : 0;
    const first = r.int(0, variants - 1);
    const id = r.uuid();
    out.reviews.push({
      id,
      companyId: c.row.id,
      invitationId,
      email,
      author: reviewerName(name),
      rating,
      quality: around(r, rating),
      deadlines: around(r, rating - 0.3),
      price: around(r, rating - 0.2),
      body: textOf(r, rating, work),
      activityId,
      finished,
      images: Array.from({ length: photos }, (_, p) => `/uploads/demo/photo-${c.typeSlug}-${(first + p * 2) % variants}.svg`),
      answer: answered ? r.pick(rating >= 4 ? ANSWERS_GOOD : ANSWERS_BAD) : null,
      answeredAt: answered ? new Date(created.getTime() + r.int(1, 6) * DAY) : null,
      createdAt: created,
    });
    if (r.next() < 1 / 30)
      out.reports.push({ reviewId: id, reason: r.pick(REASONS), details: null, createdAt: new Date(created.getTime() + DAY) });
  }
  return out;
}
