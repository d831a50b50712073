/** Texts of the statistics screen and the "Responde rápido" badge (issue 20). */

export const STATISTICS_WEEKS = 12;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`;

export const STATISTICS_TEXTS = {
  title: 'Estadísticas',
  intro: 'Cómo te encuentran y te contactan, semana a semana (últimas 12 semanas).',
  noCompany: 'Primero debes registrar tu empresa',
  empty: 'Todavía no hay datos. Las visitas a tu página y las apariciones en los resultados se cuentan desde hoy.',
  audienceTitle: 'Visitas y apariciones',
  contactsTitle: 'Contactos, solicitudes y respuestas',
  answerTitle: 'Tiempo de respuesta',
  views: 'Visitas a tu página',
  appearances: 'Apariciones en resultados',
  contacts: 'Contactos',
  requests: 'Solicitudes de presupuesto',
  answers: 'Respuestas',
  medianAnswer: 'Mediana de respuesta (horas)',
  week: 'Semana',
  weekOf: (monday: string) => `Semana del ${monday.slice(8, 10)}/${monday.slice(5, 7)}`,
  tableCaption: 'Datos por semana',
  showTable: 'Ver los datos en una tabla',
  hideTable: 'Ocultar la tabla',
  noAnswers: '—',
  hours: (h: number) => `${h.toLocaleString('es-ES', { maximumFractionDigits: 1 })} h`,
  totals: (views: number, appearances: number, contacts: number) =>
    `En las últimas 12 semanas: ${plural(views, 'visita', 'visitas')} a tu página, ${plural(appearances, 'aparición', 'apariciones')} en resultados y ${plural(contacts, 'contacto', 'contactos')}.`,
  countingNote:
    'Cada visitante cuenta una vez al día por empresa, sin cookies ni datos personales guardados; no se cuentan buscadores ni robots.',
  fastReplyOn: 'Tu empresa muestra la insignia «Responde rápido».',
  fastReplyOff: 'Responde a la mayoría de las solicitudes en menos de 24 horas para mostrar la insignia «Responde rápido».',
  loadError: 'No se pudieron cargar las estadísticas',
} as const;
