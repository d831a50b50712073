import { describe, expect, it } from 'vitest';
import { replyText } from './reply-text';

describe('replyText', () => {
  it('keeps only the new part of a Gmail-style reply in Spanish', () => {
    const mail =
      'Perfecto, el martes me va bien.\r\nUn saludo\r\n\r\nEl lun, 3 nov 2026 a las 10:00, Cimenta <hola@cimenta.es> escribió:\r\n> ¿Podemos ir a verlo el martes?\r\n> Gracias';
    expect(replyText(mail)).toBe('Perfecto, el martes me va bien.\nUn saludo');
  });
  it('cuts English and Outlook quotes and signatures, drops stray quoted lines', () => {
    expect(replyText('Yes please.\n\nOn Mon, Nov 3, 2026 at 10:00 AM Cimenta wrote:\n> hi')).toBe('Yes please.');
    expect(replyText('Vale.\n\n-----Mensaje original-----\nDe: Cimenta')).toBe('Vale.');
    expect(replyText('Vale.\nDe: Cimenta <hola@cimenta.es>\nEnviado: lunes')).toBe('Vale.');
    expect(replyText('Hola\n> citado\nadiós\n-- \nLucía, enviado desde el móvil')).toBe('Hola\nadiós');
  });
  it('an answer made only of quotes is empty', () => {
    expect(replyText('> todo citado\n> más')).toBe('');
  });
});
