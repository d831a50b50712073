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
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, 80);

/** Drops repeated blank lines (left by optional parts). */
const lines = (parts: string[]) => parts.filter((l, i, a) => l !== '' || a[i - 1] !== '').join('\n');

export const mailTemplates = {
  contact(p: { companyName: string; name: string; email: string; phone?: string; message: string; companyUrl: string }): MailContent {
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
