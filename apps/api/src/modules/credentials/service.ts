/**
 * Credentials (issue 19): a company submits its CIF/NIF, liability insurance, REA registration or
 * professional association, with a private document; a moderator verifies or rejects it (the
 * reason mailed to the company, the decision logged); the company page shows the verified ones
 * until their expiry date, and a daily job mails the company 30 days before it.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_ROLE,
  CREDENTIAL_LABELS,
  CREDENTIAL_MSG,
  CREDENTIALS_MAX,
  type CredentialKind,
  checkTaxId,
  type credentialDecisionSchema,
  formatDay,
  MODERATION_MSG,
  type submitCredentialSchema,
  todayInSpain,
} from '@cimenta/shared';
import type { z } from 'zod';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import type { ObjectStorage, StoredObject } from '../../infra/storage';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { presentCredential, presentPublic } from './presenter';
import { readDocument } from './documents';
import type { CredentialsRepo } from './repo';

/** The expiry mail goes this many days before the date. */
export const EXPIRY_NOTICE_DAYS = 30;

const addDays = (isoDay: string, n: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

type Submit = z.output<typeof submitCredentialSchema>;

export function credentialsService(deps: {
  repo: CredentialsRepo;
  /** Private documents (infra/storage.ts `openPrivateStorage`). */
  documents: ObjectStorage;
  mailer: Mailer;
  publicUrl: string;
  companyIdOf: (userId: string) => Promise<string | undefined>;
  rolesOf: (userId: string) => Promise<{ email: string; roles: string[] } | undefined>;
  /** Tells the read model the company changed (its page's badges). */
  changed: (companyId: string) => Promise<void>;
}) {
  const { repo, documents, mailer } = deps;
  const profileLink = `${deps.publicUrl}/my-profile/credentials`;

  async function ownCompany(userId: string) {
    const id = await deps.companyIdOf(userId);
    if (!id) throw notFound(CREDENTIAL_MSG.noCompany);
    return id;
  }

  async function moderator(userId: string) {
    const m = await deps.rolesOf(userId);
    if (!m?.roles.includes(ADMIN_ROLE)) throw forbidden(MODERATION_MSG.notAdmin);
    return { id: userId, email: m.email };
  }

  async function recipient(companyId: string) {
    const r = await repo.ownerEmail(companyId);
    return r?.owner ?? r?.company;
  }

  return {
    async mine(userId: string) {
      const companyId = await ownCompany(userId);
      const today = todayInSpain();
      return { items: (await repo.ofCompany(companyId)).map((c) => presentCredential(c, today)) };
    },

    async submit(userId: string, input: Submit) {
      const companyId = await ownCompany(userId);
      if ((await repo.countOf(companyId)) >= CREDENTIALS_MAX) throw conflict(CREDENTIAL_MSG.tooMany);
      const { kind, document, ...rest } = input;
      const doc = document ? readDocument(document) : null;
      const data: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(rest)) if (k !== 'expiresOn' && v !== undefined) data[k] = v as string | number;
      if (kind === 'cif') data.number = String(data.number).toUpperCase();
      const id = randomUUID();
      const key = doc ? `companies/${companyId}/credentials/${id}.${doc.type.extension}` : null;
      if (doc && key) await documents.put(key, doc.bytes, doc.type.mime);
      try {
        await repo.insert({
          id,
          companyId,
          kind,
          data,
          expiresOn: 'expiresOn' in input ? (input.expiresOn ?? null) : null,
          documentKey: key,
          documentType: doc?.type.mime ?? null,
          documentSize: doc?.bytes.length ?? null,
        });
      } catch (err) {
        // Nothing stored: its document goes too.
        if (key) await documents.remove([key]).catch(() => {});
        throw err;
      }
      const row = await repo.get(id);
      if (!row) throw notFound(CREDENTIAL_MSG.notFound);
      return { message: CREDENTIAL_MSG.submitted, credential: presentCredential(row.credential, todayInSpain()) };
    },

    async remove(userId: string, id: string) {
      const companyId = await ownCompany(userId);
      const row = await repo.get(id);
      if (!row) throw notFound(CREDENTIAL_MSG.notFound);
      if (row.credential.companyId !== companyId) throw forbidden();
      const key = await repo.remove(id, companyId);
      if (key === undefined) throw notFound(CREDENTIAL_MSG.notFound);
      if (key) await documents.remove([key]);
      if (row.credential.status === 'verified') await deps.changed(companyId);
      return { message: CREDENTIAL_MSG.deleted };
    },

    /** The document, for its company and the moderators only; anyone else learns nothing (404). */
    async document(userId: string, id: string): Promise<{ object: StoredObject; type: string; name: string }> {
      const row = await repo.get(id);
      const key = row?.credential.documentKey;
      if (!row || !key) throw notFound(CREDENTIAL_MSG.documentNotFound);
      const own = row.ownerId === userId;
      if (!own && !(await deps.rolesOf(userId))?.roles.includes(ADMIN_ROLE)) throw notFound(CREDENTIAL_MSG.documentNotFound);
      const object = await documents.get(key);
      if (!object) throw notFound(CREDENTIAL_MSG.documentNotFound);
      const extension = key.split('.').pop() ?? 'bin';
      return {
        object,
        type: row.credential.documentType ?? 'application/octet-stream',
        name: `credencial-${row.credential.kind}.${extension}`,
      };
    },

    async pending(userId: string) {
      await moderator(userId);
      const today = todayInSpain();
      return {
        items: (await repo.pending(100)).map((r) => ({
          credential: presentCredential(r.credential, today),
          company: { id: r.credential.companyId, name: r.companyName, cif: r.companyCif },
          taxId: r.credential.kind === 'cif' ? checkTaxId(String(r.credential.data.number ?? '')) : null,
        })),
      };
    },

    async decide(userId: string, id: string, d: z.output<typeof credentialDecisionSchema>) {
      const m = await moderator(userId);
      const row = await repo.get(id);
      if (!row) throw notFound(CREDENTIAL_MSG.notFound);
      const c = row.credential;
      const label = CREDENTIAL_LABELS[c.kind as CredentialKind];
      const approve = d.action === 'approve';
      const to = approve ? undefined : await recipient(c.companyId);
      const done = await repo.decide(
        id,
        { status: approve ? 'verified' : 'rejected', reason: approve ? null : (d.reason ?? null), decidedBy: m.id },
        {
          moderatorId: m.id,
          moderatorEmail: m.email,
          subjectType: 'credential',
          subjectId: id,
          subjectLabel: `${label} de ${row.companyName}`,
          action: d.action,
          reason: d.reason || null,
        },
        async (tx) => {
          if (!to) return;
          const mail = mailTemplates.credentialRejected({ companyName: row.companyName, label, reason: d.reason ?? '', link: profileLink });
          await mailer.send({ to, ...mail }, { tx });
        },
      );
      if (!done) throw conflict(CREDENTIAL_MSG.nothingPending);
      if (approve) await deps.changed(c.companyId);
      return { message: MODERATION_MSG.decided };
    },

    /** The company page's badges: verified and not expired today. */
    async publicOf(companyId: string) {
      return (await repo.publicOf(companyId, todayInSpain())).map(presentPublic);
    },

    /** Removes every document of a deleted company (its rows went with it). */
    removeAllOf: (companyId: string) => documents.removePrefix(`companies/${companyId}/`),

    /**
     * The daily `credential-expiry` job: one mail per verified credential expiring within
     * `EXPIRY_NOTICE_DAYS` (a day missed is caught up the next), once per credential.
     */
    async mailExpiring(today: string = todayInSpain()) {
      return repo.claimExpiring(today, addDays(today, EXPIRY_NOTICE_DAYS), async (row, tx) => {
        if (!row.credential.expiresOn) return;
        const mail = mailTemplates.credentialExpiring({
          companyName: row.companyName,
          label: CREDENTIAL_LABELS[row.credential.kind as CredentialKind],
          expiresOn: formatDay(row.credential.expiresOn),
          link: profileLink,
        });
        await mailer.send({ to: row.to, ...mail }, { tx });
      });
    },
  };
}
export type CredentialsService = ReturnType<typeof credentialsService>;
