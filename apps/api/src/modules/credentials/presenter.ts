/** Credential rows → what the company, the moderators and visitors see (@cimenta/shared). */
import { CREDENTIAL_LABELS, CREDENTIAL_TEXTS, type Credential, type CredentialKind, type PublicCredential } from '@cimenta/shared';
import type { CredentialRow } from './repo';

const day = (d: string | null) => (d ? d.slice(0, 10) : null);

/** The company's own view (and the moderators'): every field it gave, the decision and the document's type. */
export function presentCredential(c: CredentialRow, today: string): Credential {
  const expiresOn = day(c.expiresOn);
  return {
    id: c.id,
    kind: c.kind as CredentialKind,
    label: CREDENTIAL_LABELS[c.kind as CredentialKind],
    fields: c.data,
    expiresOn,
    expired: expiresOn !== null && expiresOn < today,
    status: c.status as Credential['status'],
    reason: c.reason,
    document: c.documentKey && c.documentType ? { type: c.documentType, size: c.documentSize ?? 0 } : null,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
  };
}

/**
 * What a visitor sees of a verified credential: insurer and amount covered (as peers show), the
 * association's name; never the policy or membership number, nor the document.
 */
export function presentPublic(c: CredentialRow): PublicCredential {
  const kind = c.kind as CredentialKind;
  const d = c.data;
  let detail: string | null = null;
  if (kind === 'insurance') detail = `${d.insurer} · ${CREDENTIAL_TEXTS.covers(Number(d.amount))}`;
  else if (kind === 'association') detail = String(d.name ?? '') || null;
  return { kind, label: CREDENTIAL_LABELS[kind], detail, expiresOn: day(c.expiresOn) };
}
