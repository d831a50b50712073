/**
 * What the review screens say (issue 19): the review form, the company's answers, the report
 * dialog, the rules, the moderators' desk. REVIEW_TEXTS also holds the public labels
 * (texts-reviews-public.ts, which public pages import alone).
 */
import { formatNumber } from './constants';
import { REVIEW_PUBLIC_TEXTS } from './texts-reviews-public';

export const REVIEW_TEXT_MIN = 50;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_REPORT_DETAILS_MAX = 1000;
/** A review link works for this many days after it is mailed. */
export const REVIEW_LINK_DAYS = 60;

export const REVIEW_MSG = {
  published: 'Gracias. Tu opinión ya está publicada en la ficha de la empresa',
  invalidLink: 'El enlace para valorar no es válido o ha caducado',
  usedLink: 'Ya has enviado tu opinión con este enlace',
  alreadyReviewed: 'Ya has publicado una opinión sobre esta empresa',
  ownCompany: 'No puedes valorar tu propia empresa',
  reviewNotFound: 'La opinión no existe',
  alreadyAnswered: 'Esta opinión ya tiene una respuesta de la empresa',
  notYourCompany: 'Solo la empresa valorada puede responder a esta opinión',
  answered: 'Respuesta publicada',
  reported: 'Gracias. Un moderador revisará la opinión; mientras tanto sigue publicada',
  finishedInFuture: 'La fecha de fin no puede ser posterior al mes actual',
  finishedFormat: 'Indica el mes con el formato AAAA-MM',
  stars: 'Elige de 1 a 5 estrellas',
} as const;

/** Why a review is reported (the moderation rules page explains each). */
export const REPORT_REASONS = {
  falsa: 'No es de un cliente real o describe otro trabajo',
  ofensiva: 'Insultos, amenazas o lenguaje ofensivo',
  'datos-personales': 'Publica datos personales',
  publicidad: 'Publicidad o enlaces ajenos',
  otra: 'Otro motivo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** "Lucía Martín Pérez" → "Lucía M."; one word stays as it is. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return 'Cliente';
  const first = (words[0] ?? '').slice(0, 40);
  const initial = words[1]?.[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('es')}.` : first;
}

export const REVIEW_TEXTS = {
  ...REVIEW_PUBLIC_TEXTS,
  reportTitle: 'Denunciar esta opinión',
  reportIntro: 'La opinión seguirá publicada hasta que un moderador la revise. Las empresas no pueden borrar opiniones que no les gustan.',
  reportReason: 'Motivo',
  reportDetails: 'Detalles (opcional)',
  reportSend: 'Enviar denuncia',
  cancel: 'Cancelar',
  // The form behind the mailed link
  formTitle: (company: string) => `Tu opinión sobre ${company}`,
  formIntro: (author: string) =>
    `Se publicará firmada como «${author}». Tu correo no se muestra nunca. La empresa podrá responder, pero no borrar tu opinión.`,
  checking: 'Comprobando el enlace…',
  badLinkTitle: 'No puedes valorar con este enlace',
  overall: 'Valoración general',
  text: 'Tu opinión',
  textHint: (min: number) => `Cuenta qué se hizo, cómo fue el trato y si se cumplió lo acordado (mínimo ${min} caracteres).`,
  textCount: (n: number, min: number) => (n < min ? `${n} caracteres; faltan ${min - n}` : `${formatNumber(n)} caracteres`),
  toCompanies: 'Buscar empresas',
  workLabel: 'Tipo de trabajo',
  workPlaceholder: 'Elige el trabajo que hicieron',
  finishedLabel: 'Mes en que terminó el trabajo',
  photos: 'Fotos del trabajo (opcional, hasta 5)',
  send: 'Publicar opinión',
  doneTitle: '¡Gracias por tu opinión!',
  toCompany: 'Ver la ficha de la empresa',
  // The company's side (Mi perfil)
  profileTitle: 'Opiniones',
  loadError: 'No hemos podido cargar las opiniones.',
  profileIntro: 'Puedes responder una vez a cada opinión; la respuesta se publica debajo de ella. No puedes borrar opiniones.',
  answerLabel: 'Tu respuesta pública',
  answerFormLabel: (author: string) => `Responder a la opinión de ${author}`,
  answerSend: 'Publicar respuesta',
  // The rules page
  rulesTitle: 'Normas de las opiniones',
} as const;

/** /normas-de-opiniones: what is published, what is removed, and who decides. */
export const REVIEW_RULES: { title: string; text: string }[] = [
  {
    title: 'Quién puede opinar',
    text: 'Solo quien ha contactado con una empresa a través de Cimenta: con el formulario de contacto, o con una solicitud de presupuesto que la empresa ha respondido. Unos días después le enviamos a su correo un enlace personal que sirve para una única opinión y caduca a los 60 días. Así sabemos que cada opinión viene de un contacto real, y nadie puede publicar en nombre de otro.',
  },
  {
    title: 'Qué se publica',
    text: 'La valoración general y la de calidad del trabajo, cumplimiento de plazos y precio final frente al presupuestado, el texto, el tipo de trabajo, el mes en que terminó y hasta cinco fotos. El autor aparece con su nombre y la inicial de su apellido; su correo no se muestra nunca.',
  },
  {
    title: 'Qué retiramos',
    text: 'Opiniones que no vienen de un cliente real o que describen el trabajo de otra empresa, insultos, amenazas o lenguaje discriminatorio, datos personales de terceros (teléfonos, direcciones, nombres de empleados), y publicidad o enlaces ajenos. Quien la escribió recibe por correo el motivo.',
  },
  {
    title: 'Lo que las empresas no pueden hacer',
    text: 'Ninguna empresa puede borrar, ocultar ni reordenar las opiniones que no le gustan, ni pagar por hacerlo. Tampoco puede valorarse a sí misma: rechazamos las opiniones desde su correo o su dominio.',
  },
  {
    title: 'Lo que sí pueden hacer',
    text: 'Responder una vez a cada opinión, públicamente, debajo de ella. Y, como cualquier persona, denunciar una opinión que incumpla estas normas.',
  },
  {
    title: 'Cómo se decide una denuncia',
    text: 'Cualquiera puede denunciar una opinión indicando el motivo. La opinión sigue publicada hasta que un moderador la revisa; si incumple estas normas se retira y se avisa a su autor con el motivo. Cada decisión queda registrada: quién la tomó, cuándo y por qué.',
  },
];

/** Moderators are users with this role (issue 19). */
export const ADMIN_ROLE = 'ROLE_ADMIN';
export const DECISION_REASON_MAX = 1000;

export const MODERATION_MSG = {
  notAdmin: 'Solo los moderadores pueden hacer esto',
  decided: 'Decisión guardada',
  reasonRequired: 'Indica el motivo: se enviará a quien escribió la opinión',
  nothingPending: 'Esta opinión no tiene denuncias pendientes',
} as const;

/** /admin: the moderators' desk. */
export const MODERATION_TEXTS = {
  title: 'Moderación',
  notAdmin: 'Solo los moderadores pueden ver esta página.',
  loading: 'Cargando…',
  reportsTab: 'Opiniones denunciadas',
  logTab: 'Registro de decisiones',
  noReports: 'No hay denuncias pendientes.',
  noDecisions: 'Todavía no se ha tomado ninguna decisión.',
  about: 'Opinión sobre',
  reportedLabel: (author: string, company: string) => `Opinión de ${author} sobre ${company}`,
  reports: (n: number) => (n === 1 ? '1 denuncia' : `${n} denuncias`),
  reasonLabel: 'Motivo de la decisión',
  reasonHint: 'Obligatorio para retirarla: se envía a quien la escribió. Cita la norma que incumple.',
  keep: 'Mantener publicada',
  remove: 'Retirar',
  colWhen: 'Cuándo',
  colWho: 'Moderador',
  colWhat: 'Sobre qué',
  colAction: 'Decisión',
  colWhy: 'Motivo',
  actions: { keep: 'Mantenida', remove: 'Retirada', approve: 'Aprobada', reject: 'Rechazada', hide: 'Ocultada', show: 'Mostrada' },
} as const;
