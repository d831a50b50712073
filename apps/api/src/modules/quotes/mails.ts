/** The mails of quote requests (issue 20): each says why it arrives and how to stop it. */
import { CONTACT_EMAIL, PRODUCT_NAME } from '@cimenta/shared';
import { lines, type MailContent, oneLine, plainName } from '../../infra/mail-templates';

/** "A, B y C". */
const list = (names: string[]) => {
  const n = names.map(oneLine);
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} y ${n.at(-1)}`;
};

/** What the request asks for, as the companies read it. */
export type QuoteSummary = {
  work: string;
  place: string;
  budget?: string;
  area?: number;
  start: string;
  description: string;
  photos: string[];
};

const summaryLines = (s: QuoteSummary) => [
  `Trabajo: ${s.work}`,
  `Lugar: ${s.place}`,
  s.budget ? `Presupuesto: ${s.budget}` : '',
  s.area ? `Superficie: ${s.area} m²` : '',
  `Inicio deseado: ${s.start}`,
  '',
  s.description,
  ...(s.photos.length ? ['', 'Fotos:', ...s.photos] : []),
];

export const quoteMails = {
  /** To the client: the single-use link that lets the request reach the companies. */
  confirm(p: { name: string; companies: string[]; link: string; days: number }): MailContent {
    return {
      subject: `Confirma tu solicitud de presupuesto en ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Has pedido presupuesto a ${list(p.companies)} en ${PRODUCT_NAME}. Para que las empresas reciban`,
        `tu solicitud, confirma tu correo en este enlace (caduca en ${p.days} días):`,
        p.link,
        '',
        `Recibes este correo porque alguien escribió esta dirección en el formulario de presupuesto de ${PRODUCT_NAME}.`,
        'Si no fuiste tú, ignóralo: ninguna empresa recibirá nada y no volveremos a escribirte.',
      ]),
    };
  },
  /** To each picked company once the client confirmed: the request, without the client's email or phone. */
  toCompany(p: { companyName: string; clientName: string; summary: QuoteSummary; inboxUrl: string }): MailContent {
    return {
      subject: `Nueva solicitud de presupuesto: ${oneLine(p.summary.work)} en ${oneLine(p.summary.place)}`,
      text: lines([
        `Hola, ${oneLine(p.companyName)}:`,
        '',
        `${plainName(p.clientName)} ha elegido tu empresa en ${PRODUCT_NAME} y te pide presupuesto. La solicitud`,
        'solo ha llegado a las empresas que eligió (tres como máximo).',
        '',
        ...summaryLines(p.summary),
        '',
        `Responde desde tu bandeja de solicitudes: ${p.inboxUrl}`,
        `Los mensajes pasan por ${PRODUCT_NAME}: el cliente verá tu respuesta y decidirá si comparte su teléfono.`,
        '',
        `Recibes este correo porque es el correo de contacto de ${oneLine(p.companyName)} en ${PRODUCT_NAME} y un cliente`,
        `eligió tu empresa. Para dejar de recibir estos avisos, cámbialo en tu bandeja de solicitudes (${p.inboxUrl})`,
        'o retira la ficha en Mi Perfil.',
      ]),
    };
  },
  /** To the client once confirmed: whom it reached and the link to follow it. */
  confirmed(p: { name: string; companies: { name: string; url: string }[]; followUrl: string }): MailContent {
    return {
      subject: `Tu solicitud de presupuesto ha llegado a ${p.companies.length === 1 ? '1 empresa' : `${p.companies.length} empresas`}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        'Tu solicitud de presupuesto ha llegado a:',
        ...p.companies.map((c) => `- ${oneLine(c.name)}: ${c.url}`),
        '',
        'Ninguna empresa ve tu correo ni tu teléfono. Sus respuestas te llegarán por correo y podrás leerlas',
        'y contestar en la página de tu solicitud (guarda este enlace, es personal y no necesitas cuenta):',
        p.followUrl,
        '',
        `Recibes este correo porque confirmaste tu solicitud en ${PRODUCT_NAME}. Solo volveremos a escribirte cuando`,
        `una de estas empresas te responda. Para dejar de recibir correos sobre ella, escríbenos a ${CONTACT_EMAIL}.`,
      ]),
    };
  },
  /** To the client: a company's answer, from the conversation's relayed address (reply to it, or on the follow page). */
  answer(p: { name: string; companyName: string; body: string; followUrl: string }): MailContent {
    return {
      subject: `${oneLine(p.companyName)} ha respondido a tu solicitud de presupuesto`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `${oneLine(p.companyName)} te ha respondido:`,
        '',
        p.body,
        '',
        'Puedes contestar respondiendo a este correo (tu dirección no se muestra a la empresa) o en la página',
        `de tu solicitud, donde también puedes compartir tu teléfono si quieres: ${p.followUrl}`,
        '',
        `Recibes este correo porque pediste presupuesto a ${oneLine(p.companyName)} en ${PRODUCT_NAME}. Para dejar`,
        `de recibir correos sobre esta solicitud, escríbenos a ${CONTACT_EMAIL}.`,
      ]),
    };
  },
  /** To the company: the client wrote in the conversation. */
  clientMessage(p: { companyName: string; clientName: string; body: string; inboxUrl: string }): MailContent {
    return {
      subject: `Nuevo mensaje de ${plainName(p.clientName)} sobre su solicitud de presupuesto`,
      text: lines([
        `Hola, ${oneLine(p.companyName)}:`,
        '',
        `${plainName(p.clientName)} te ha escrito sobre su solicitud de presupuesto:`,
        '',
        p.body,
        '',
        `Responde desde tu bandeja de solicitudes: ${p.inboxUrl}`,
        '',
        `Recibes este correo porque tienes activados los avisos de mensajes nuevos en ${PRODUCT_NAME}.`,
        `Puedes desactivarlos en las preferencias de tu bandeja de solicitudes: ${p.inboxUrl}`,
      ]),
    };
  },
};
