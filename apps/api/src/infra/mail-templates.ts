/** Every mail the API sends: subject and plain-text body, in Spanish. */
import { PRODUCT_NAME } from '@cimenta/shared';

export type MailContent = { subject: string; text: string };

/** Drops repeated blank lines (left by optional parts). */
const lines = (parts: string[]) => parts.filter((l, i, a) => l !== '' || a[i - 1] !== '').join('\n');

export const mailTemplates = {
  contact(p: { companyName: string; name: string; email: string; phone?: string; message: string; companyUrl: string }): MailContent {
    return {
      subject: `Nuevo mensaje de ${p.name} a través de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${p.companyName}:`,
        '',
        `${p.name} te ha escrito a través de tu ficha en ${PRODUCT_NAME}.`,
        '',
        p.message,
        '',
        `Correo: ${p.email}`,
        p.phone ? `Teléfono: ${p.phone}` : '',
        '',
        `Ficha de la empresa: ${p.companyUrl}`,
      ]),
    };
  },
  accountLocked(p: { name: string; link: string }): MailContent {
    return {
      subject: `Intentos de acceso a tu cuenta de ${PRODUCT_NAME}`,
      text: lines([
        `Hola, ${p.name}:`,
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
        `Hola, ${p.name}:`,
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
};
