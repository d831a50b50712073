/**
 * Quote requests (issue 20): a client asks up to 3 companies of their choice for a quote; the
 * companies receive it only once the client confirmed their email. Limits and texts, no zod
 * (the public pages import them).
 */

import { QUOTE_COMPANIES_MAX } from './texts-quote-entry';
export const QUOTE_PHOTOS_MAX = 5;
export const QUOTE_DESCRIPTION_MIN = 20;
export const QUOTE_DESCRIPTION_MAX = 5000;
/** Days the email-confirmation link of a request works. */
export const QUOTE_CONFIRM_DAYS = 7;

/** When the client would like the work to start. */
export const QUOTE_STARTS = {
  asap: 'Lo antes posible',
  'within-3-months': 'En los próximos 3 meses',
  'within-6-months': 'Entre 3 y 6 meses',
  later: 'Dentro de más de 6 meses',
  flexible: 'Sin fecha fija',
} as const;
export type QuoteStart = keyof typeof QUOTE_STARTS;

export const QUOTE_MSG = {
  pendingConfirmation:
    'Te hemos enviado un correo para confirmar tu dirección. Las empresas recibirán tu solicitud cuando pulses el enlace que contiene',
  confirmed: 'Solicitud confirmada. Las empresas elegidas ya la han recibido',
  alreadyConfirmed: 'Esta solicitud ya estaba confirmada. Las empresas la recibieron entonces',
  invalidLink: 'El enlace no es válido o ha caducado',
  companiesRequired: 'Elige al menos una empresa',
  companiesMax: `Puedes pedir presupuesto a ${QUOTE_COMPANIES_MAX} empresas como máximo`,
  companiesRepeated: 'Has elegido la misma empresa dos veces',
  companyUnavailable: 'Una de las empresas elegidas ya no está disponible',
  activityNotMain: 'Elige una actividad principal',
  subActivityNotOfActivity: 'La subactividad no pertenece a la actividad elegida',
  tooFast: 'Has enviado el formulario demasiado rápido. Revisa los datos y vuelve a enviarlo',
  formExpired: 'El formulario ha caducado. Recarga la página y vuelve a enviarlo',
  rejected: 'No se ha podido enviar la solicitud',
  tooManyForEmail: 'Has enviado demasiadas solicitudes con este correo. Vuelve a intentarlo más tarde',
} as const;

// ── The company's inbox (/my-profile/solicitudes) ───────────────────────────
export const INBOX_STATUSES = ['nueva', 'vista', 'respondida', 'archivada'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** What a company may set by hand; `respondida` comes from answering. */
export const INBOX_SETTABLE = ['nueva', 'vista', 'archivada'] as const;
export type InboxSettable = (typeof INBOX_SETTABLE)[number];

export const INBOX_TEXTS = {
  title: 'Solicitudes recibidas',
  intro:
    'Los mensajes de contacto y las solicitudes de presupuesto que te envían los clientes. El correo y el teléfono de quien pide presupuesto no se muestran hasta que decide compartirlos.',
  statusLabels: { nueva: 'Nueva', vista: 'Vista', respondida: 'Respondida', archivada: 'Archivada' } as Record<InboxStatus, string>,
  filterLabel: 'Estado',
  all: 'Todas',
  kinds: { contact: 'Mensaje de contacto', quote: 'Solicitud de presupuesto' },
  empty: 'No hay nada con este estado.',
  open: 'Abrir',
  back: 'Volver a solicitudes',
  archive: 'Archivar',
  unarchive: 'Sacar del archivo',
  markUnread: 'Marcar como nueva',
  statusSaved: 'Estado guardado',
  received: 'Recibida el',
  phoneHidden: 'El cliente aún no ha compartido su teléfono.',
  work: 'Trabajo',
  place: 'Lugar',
  budget: 'Presupuesto',
  area: 'Superficie',
  start: 'Inicio deseado',
  photos: 'Fotos',
  photoAlt: (n: number) => `Foto ${n} de la solicitud`,
  email: 'Correo',
  phone: 'Teléfono',
  message: 'Mensaje',
  sentTo: (n: number) =>
    n === 1 ? 'Solo tu empresa ha recibido esta solicitud.' : `Esta solicitud la han recibido ${n} empresas, la tuya incluida.`,
  notFound: 'Esta solicitud no existe o no es de tu empresa',
} as const;

// ── The relayed conversation ────────────────────────────────────────────────
export const CONVERSATION_MESSAGE_MAX = 5000;
export const CONVERSATION_TEXTS = {
  answered: 'Respuesta enviada. El cliente la recibirá por correo',
  replied: 'Mensaje enviado a la empresa',
  phoneShared: 'Tu teléfono ya es visible para esta empresa',
  noPhone: 'No indicaste un teléfono en tu solicitud',
  notInRequest: 'Esa empresa no recibió tu solicitud',
  preferencesSaved: 'Preferencias guardadas',
} as const;

/** The client's pages behind the mailed links (no account). */
export const QUOTE_PAGE_TEXTS = {
  confirmTitle: 'Confirmar tu solicitud',
  confirming: 'Confirmando tu solicitud…',
  confirmedTitle: 'Solicitud enviada',
  confirmedTo: 'Tu solicitud ha llegado a:',
  badLinkTitle: 'No se ha podido confirmar',
  follow: 'Seguir mi solicitud',
  followTitle: 'Tu solicitud de presupuesto',
  followIntro:
    'Esta página es personal: guarda el enlace. Aquí ves las respuestas de cada empresa y puedes contestarles. Ninguna ve tu correo; tu teléfono, solo la que tú elijas.',
  loading: 'Cargando tu solicitud…',
  yourRequest: 'Lo que pediste',
  noMessages: 'Esta empresa aún no ha respondido.',
  you: 'Tú',
  viaMail: 'por correo',
  replyLabel: (company: string) => `Tu mensaje a ${company}`,
  send: 'Enviar',
  sharePhone: 'Mostrar mi teléfono a esta empresa',
  phoneSharedNote: 'Esta empresa ya puede ver tu teléfono.',
  toCompanies: 'Ver empresas',
} as const;

/** The conversation and the mail preferences on the company's side. */
export const INBOX_CONVERSATION_TEXTS = {
  conversation: 'Conversación con el cliente',
  client: 'Cliente',
  yourCompany: 'Tu empresa',
  answerLabel: 'Tu respuesta',
  answerHint: 'El cliente la recibirá por correo sin ver tu dirección, y podrá contestarte por correo o desde su página de seguimiento.',
  send: 'Enviar respuesta',
  none: 'Todavía no hay mensajes.',
  prefsTitle: 'Correos de la bandeja',
  prefsIntro: 'Elige qué avisos recibes por correo en la dirección de contacto de tu empresa. Todo sigue llegando a esta bandeja.',
  prefs: {
    newContact: 'Un mensaje de contacto nuevo',
    newRequest: 'Una solicitud de presupuesto nueva',
    newMessage: 'Un mensaje nuevo de un cliente en una conversación',
    weeklySummary: 'Un resumen semanal de la bandeja',
  },
  savePrefs: 'Guardar preferencias',
} as const;

/** The request form (issue 20). */
export const QUOTE_FORM_TEXTS = {
  title: 'Pedir presupuesto',
  intro: (companies: string[]) =>
    `Tu solicitud llegará solo a ${companies.length === 1 ? companies[0] : `estas ${companies.length} empresas: ${companies.join(', ')}`}. Ninguna verá tu correo; tu teléfono, solo si decides compartirlo.`,
  prefilled: 'Hemos rellenado el formulario con tus respuestas de la búsqueda guiada: cámbialas si hace falta.',
  type: 'Tipo de empresa',
  activity: 'Tipo de trabajo',
  subActivity: 'Detalle del trabajo (opcional)',
  province: 'Provincia',
  city: 'Municipio',
  budgetMin: 'Presupuesto desde (€, opcional)',
  budgetMax: 'Presupuesto hasta (€, opcional)',
  area: 'Superficie (m², opcional)',
  start: '¿Cuándo quieres empezar?',
  description: 'Describe el trabajo',
  photos: (n: number, max: number) => `Fotos (opcional, ${n} de ${max})`,
  addPhoto: 'Añadir foto',
  removePhoto: (n: number) => `Quitar la foto ${n}`,
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono (opcional)',
  purpose:
    ' Usaremos tus datos solo para enviar esta solicitud a las empresas que elijas y para que puedan responderte a través de Cimenta.',
  honeypot: 'Deja este campo vacío',
  send: 'Enviar solicitud',
  sentTitle: 'Revisa tu correo',
  close: 'Cerrar',
} as const;
