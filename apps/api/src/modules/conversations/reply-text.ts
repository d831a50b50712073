/**
 * The new part of a reply by mail (issue 20): mail clients quote the message answered below a
 * line such as "El lun, 3 nov 2026 a las 10:00, Cimenta <…> escribió:" or "On … wrote:", or
 * after "-----Mensaje original-----" / Outlook's "De: …" block; quoted lines start with ">".
 * Everything from the first of those on goes, and a signature after "-- ".
 */
const CUTS = [
  /^\s*(El|On)\b.*(escribió|wrote)\s*:\s*$/i,
  /^\s*-{2,}\s*(Mensaje original|Original Message|Forwarded message|Mensaje reenviado)\s*-{2,}\s*$/i,
  /^\s*(De|From)\s*:\s.+/i,
  /^--\s?$/,
];

export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (CUTS.some((re) => re.test(line))) break;
    if (/^\s*>/.test(line)) continue;
    out.push(line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
