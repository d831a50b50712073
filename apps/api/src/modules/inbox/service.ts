/**
 * The company's inbox (issue 20): contact messages and the quote requests sent to it, with
 * their states. Every read and write names the caller's own company: another company's item is
 * a 404, like a missing one.
 */
import { type ConversationMessage, INBOX_TEXTS, type InboxSettable, type InboxStatus, MSG } from '@cimenta/shared';
import { notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/pagination';
import type { QuoteRequestRow } from '../quotes/repo';
import type { QuoteSummary } from '../quotes/mails';
import { presentContact, presentItem, presentQuote } from './presenter';
import type { InboxRepo } from './repo';

const PAGE_SIZE = 20;

export function inboxService(deps: {
  repo: InboxRepo;
  companyIdOf: (userId: string) => Promise<string | undefined>;
  describe: (r: QuoteRequestRow) => Promise<QuoteSummary>;
  /** The conversation with the client (modules/conversations). */
  messages: (requestId: string, companyId: string) => Promise<ConversationMessage[]>;
}) {
  const { repo } = deps;
  async function companyOf(userId: string) {
    const id = await deps.companyIdOf(userId);
    if (!id) throw notFound(MSG.companyNotFound);
    return id;
  }

  return {
    async page(userId: string, status: InboxStatus | undefined, page?: number) {
      const companyId = await companyOf(userId);
      const w = pageWindow(page, PAGE_SIZE, PAGE_SIZE, PAGE_SIZE);
      const [rows, counts] = await Promise.all([repo.page(companyId, status, w.perPage, w.offset), repo.counts(companyId)]);
      const total = status ? counts[status] : counts.nueva + counts.vista + counts.respondida + counts.archivada;
      return { ...toPage(rows.map(presentItem), total, w.page, w.perPage), counts };
    },

    async counts(userId: string) {
      return repo.counts(await companyOf(userId));
    },

    /** Opening a new one marks it seen. */
    async contact(userId: string, id: number) {
      const companyId = await companyOf(userId);
      await repo.setContactStatus(companyId, id, 'vista', 'nueva');
      const row = await repo.contact(companyId, id);
      if (!row) throw notFound(INBOX_TEXTS.notFound);
      return presentContact(row);
    },

    async quote(userId: string, id: string) {
      const companyId = await companyOf(userId);
      await repo.setQuoteStatus(companyId, id, 'vista', 'nueva');
      const row = await repo.quote(companyId, id);
      if (!row) throw notFound(INBOX_TEXTS.notFound);
      return presentQuote(row, await deps.describe(row.request), await deps.messages(id, companyId));
    },

    async setContactStatus(userId: string, id: number, status: InboxSettable) {
      if (!(await repo.setContactStatus(await companyOf(userId), id, status))) throw notFound(INBOX_TEXTS.notFound);
      return { message: INBOX_TEXTS.statusSaved, status };
    },

    async setQuoteStatus(userId: string, id: string, status: InboxSettable) {
      if (!(await repo.setQuoteStatus(await companyOf(userId), id, status))) throw notFound(INBOX_TEXTS.notFound);
      return { message: INBOX_TEXTS.statusSaved, status };
    },
  };
}
