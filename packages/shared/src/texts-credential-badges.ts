/**
 * The little the company page needs of credentials (issue 19): the kinds, the badge texts and the
 * date format. Apart from texts-credentials.ts so that public pages (and entities.ts, which the
 * sign-in page loads) do not carry the profile's and moderators' texts.
 */

export const CREDENTIAL_KINDS = ['cif', 'insurance', 'rea', 'association'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** "2027-12-31" → "31/12/2027". */
export const formatDay = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

export const CREDENTIAL_BADGE_TEXTS = {
  title: 'Credenciales verificadas',
  note: 'Comprobadas por un moderador de Cimenta con el documento de la empresa.',
  until: (date: string) => `hasta ${formatDay(date)}`,
} as const;
