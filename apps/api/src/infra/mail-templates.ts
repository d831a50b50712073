/** Every mail the API sends: subject and plain-text body, in Spanish. */
import { PRODUCT_NAME } from '@cimenta/shared';

export type MailContent = { subject: string; text: string };

/**
 * A person's name as it goes into a mail (issue 23 §4): one line of plain text, at most 80
 * characters, with anything a mail client would turn into a link defanged (`evil[.]com`,
 * `https[:]//`, `a[@]b`). Names are typed by whoever registers, so a name must not be able to
 * carry a second paragraph or a link in a mail sent from our domain.
 */
export function plainName(name: string): string {
  return oneLine(name)
    .replace(/:(?=\/\/)/g, '[:]')
    .replace(/(?<=\S)\.(?=\S)/g, '[.]')
    .replace(/@/g, '[@]');
}

/** One line of at most 80 characters: control characters, line and paragraph separators become spaces. */
export const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, 80);

/** Drops repeated blank lines (left by optional parts). */
export const lines = (parts: string[]) => parts.filter((l, i, a) => l !== '' || a[i - 1] !== '').join('\n');

export const mailTemplates = {
  contact(p: {
    companyName: string;
    name: string;
    email: string;
    phone?: string;
    message: string;
    companyUrl: string;
    profileUrl: string;
  }): MailContent {
    return {
      subject: `Nuevo mensaje de ${plainName(p.name)} a través de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${oneLine(p.companyName)}:`,
        '',
        `${plainName(p.name)} te ha escrito a través de tu ficha en ${PRODUCT_NAME}.`,
        '',
        p.message,
        '',
        `Correo: ${p.email}`,
        p.phone ? `Teléfono: ${p.phone}` : '',
        '',
        `Ficha de la empresa: ${p.companyUrl}`,
        '',
        `Recibes este correo porque es el correo de contacto de ${oneLine(p.companyName)} en ${PRODUCT_NAME}. Para dejar`,
        `de recibir mensajes aquí, cambia ese correo o retira la ficha en Mi Perfil: ${p.profileUrl}`,
      ]),
    };
  },
  /** Issue 20: the sender's copy of a contact message. */
  contactCopy(p: { companyName: string; name: string; message: string; companyUrl: string }): MailContent {
    return {
      subject: `Copia de tu mensaje a ${oneLine(p.companyName)} en ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Hemos enviado tu mensaje a ${oneLine(p.companyName)}. La empresa te responderá en este correo.`,
        '',
        'Tu mensaje:',
        p.message,
        '',
        `Ficha de la empresa: ${p.companyUrl}`,
        '',
        `Recibes este correo porque alguien envió este mensaje desde ${PRODUCT_NAME} con tu dirección. Si no fuiste tú,`,
        'ignóralo: solo volveremos a escribirte para pedirte tu opinión sobre esta empresa, y puedes ignorarlo también.',
      ]),
    };
  },
  /** Issue 19: days after a contact, the link to review the company (single use, proves the email). */
  reviewInvitation(p: { name: string; companyName: string; link: string; days: number; rulesUrl: string }): MailContent {
    return {
      subject: `¿Qué tal con ${oneLine(p.companyName)}? Cuéntalo en ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Hace unos días escribiste a ${oneLine(p.companyName)} a través de ${PRODUCT_NAME}. Si llegaste a contratar`,
        'su trabajo, tu opinión ayuda a otras personas a elegir. Puedes valorarla aquí:',
        p.link,
        '',
        `El enlace es personal, sirve para una sola opinión y caduca en ${p.days} días. Publicaremos tu nombre`,
        'y la inicial de tu apellido, nunca tu correo. La empresa podrá responder, pero no borrar tu opinión.',
        `Normas de publicación: ${p.rulesUrl}`,
        '',
        `Recibes este correo porque contactaste con esta empresa en ${PRODUCT_NAME}. Si no quieres valorarla,`,
        'ignóralo: no te escribiremos más sobre este contacto.',
      ]),
    };
  },
  /** Issue 19: a moderator removed a review after a report; the author learns why. */
  reviewRemoved(p: { author: string; companyName: string; reason: string; rulesUrl: string }): MailContent {
    return {
      subject: `Hemos retirado tu opinión sobre ${oneLine(p.companyName)}`,
      text: lines([
        `Hola, ${plainName(p.author)}:`,
        '',
        `Un moderador de ${PRODUCT_NAME} ha revisado una denuncia sobre tu opinión de ${oneLine(p.companyName)} y la ha`,
        'retirado por este motivo:',
        '',
        p.reason,
        '',
        `Las normas de publicación están en ${p.rulesUrl}. Si crees que es un error, responde a este correo.`,
      ]),
    };
  },
  /** Issue 19: a moderator rejected a credential the company submitted; the company learns why. */
  credentialRejected(p: { companyName: string; label: string; reason: string; link: string }): MailContent {
    return {
      subject: `Credencial no verificada: ${oneLine(p.label)}`,
      text: lines([
        'Hola:',
        '',
        `Un moderador de ${PRODUCT_NAME} ha revisado la credencial «${oneLine(p.label)}» de ${oneLine(p.companyName)} y no la ha`,
        'verificado por este motivo:',
        '',
        p.reason,
        '',
        `Puedes enviarla de nuevo, con el documento corregido, desde ${p.link}`,
      ]),
    };
  },
  /** Issue 19: a verified credential expires in 30 days; once it does, the company page stops showing it. */
  credentialExpiring(p: { companyName: string; label: string; expiresOn: string; link: string }): MailContent {
    return {
      subject: `Tu credencial «${oneLine(p.label)}» caduca el ${p.expiresOn}`,
      text: lines([
        'Hola:',
        '',
        `La credencial «${oneLine(p.label)}» de ${oneLine(p.companyName)} caduca el ${p.expiresOn}. Desde ese día`,
        'dejará de mostrarse en la ficha de la empresa.',
        '',
        `Para mantenerla, envía el documento renovado desde ${p.link}`,
      ]),
    };
  },
  accountLocked(p: { name: string; link: string }): MailContent {
    return {
      subject: `Intentos de acceso a tu cuenta de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Alguien ha fallado la contraseña de tu cuenta de ${PRODUCT_NAME} varias veces seguidas, así que hemos`,
        'bloqueado el acceso con contraseña durante 15 minutos.',
        '',
        'Si no has sido tú, te recomendamos cambiar la contraseña:',
        p.link,
      ]),
    };
  },
  passwordReset(p: { name: string; link: string }): MailContent {
    return {
      subject: `Recupera tu contraseña de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de ${PRODUCT_NAME}.`,
        'Para elegir una nueva, abre este enlace (caduca en una hora y solo sirve una vez):',
        '',
        p.link,
        '',
        'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
      ]),
    };
  },
  emailChangeConfirm(p: { name: string; link: string }): MailContent {
    return {
      subject: `Confirma tu nuevo correo en ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Has pedido usar esta dirección en tu cuenta de ${PRODUCT_NAME}. Para confirmarla, abre este enlace`,
        '(caduca en 24 horas y solo sirve una vez):',
        '',
        p.link,
        '',
        'Hasta que lo abras, tu cuenta sigue usando el correo anterior. Si no lo has pedido tú, ignora este correo.',
      ]),
    };
  },
  emailChangeNotice(p: { name: string; newEmail: string; link: string }): MailContent {
    return {
      subject: `Se ha pedido cambiar el correo de tu cuenta de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${plainName(p.name)}:`,
        '',
        `Se ha pedido cambiar el correo de tu cuenta de ${PRODUCT_NAME} a ${p.newEmail}.`,
        'El cambio se hará cuando se confirme desde esa dirección.',
        '',
        'Si no has sido tú, deshazlo con este enlace (sirve durante 7 días, también si el cambio ya se',
        'confirmó): tu cuenta volverá a este correo y se cerrarán todas las sesiones. Después cambia la',
        'contraseña.',
        '',
        p.link,
      ]),
    };
  },
  emailChangeTaken(p: { link: string }): MailContent {
    return {
      subject: `Intento de usar tu correo en ${PRODUCT_NAME}`,
      text: lines([
        'Hola:',
        '',
        `Alguien ha pedido usar esta dirección en otra cuenta de ${PRODUCT_NAME}, pero ya pertenece a la tuya,`,
        'así que no hemos cambiado nada.',
        '',
        'Si no recuerdas tu contraseña, puedes recuperarla aquí:',
        p.link,
      ]),
    };
  },
};
