/**
 * The few review texts public pages show (issue 21): the company page's reviews section, the
 * stars of company cards, the aspects rated. Apart from texts-reviews.ts so those pages do not
 * load the review form's, the company's answers' and the moderators' texts (REVIEW_TEXTS holds
 * these too).
 */
import { formatNumber } from './constants';

/** The three aspects rated besides the overall stars, with their labels. */
export const REVIEW_ASPECTS = {
  quality: 'Calidad del trabajo',
  deadlines: 'Cumplimiento de plazos',
  price: 'Precio final frente al presupuestado',
} as const;
export type ReviewAspect = keyof typeof REVIEW_ASPECTS;

const stars = (n: number) => `${formatNumber(Math.round(n * 10) / 10)} de 5`;

export const REVIEW_PUBLIC_TEXTS = {
  section: 'Opiniones de clientes',
  none: 'Todavía no hay opiniones. Solo pueden opinar quienes contactaron con la empresa a través de Cimenta.',
  verifiedNote:
    'Solo publican opinión quienes contactaron con la empresa a través de Cimenta: cada enlace se envía a su correo y sirve una vez.',
  count: (n: number) => (n === 1 ? '1 opinión' : `${formatNumber(n)} opiniones`),
  stars,
  starsLabel: (n: number) => `Valoración: ${stars(n)}`,
  average: 'Valoración media',
  work: (work: string, month: string) => `${work} · terminado en ${month}`,
  answerTitle: 'Respuesta de la empresa',
  photo: (author: string, i: number, total: number) => `Foto ${i} de ${total} de la opinión de ${author}`,
  more: 'Ver más opiniones',
  rulesLink: 'Cómo moderamos las opiniones',
  report: 'Denunciar',
} as const;
