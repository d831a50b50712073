/** Inbox rows → the shared entity shapes (issue 20). */
import type { ConversationMessage, InboxContact, InboxItem, InboxQuote, InboxStatus } from '@cimenta/shared';
import type * as t from '../../db/schema';
import type { QuoteSummary } from '../quotes/mails';

export const presentItem = (r: Omit<InboxItem, 'receivedAt' | 'status'> & { status: string; receivedAt: Date }): InboxItem => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  summary: r.summary,
  status: r.status as InboxStatus,
  receivedAt: r.receivedAt.toISOString(),
});

export const presentContact = (r: typeof t.contactMessages.$inferSelect): InboxContact => ({
  id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  status: r.status as InboxStatus,
  receivedAt: r.createdAt.toISOString(),
});

export const presentQuote = (
  r: { request: typeof t.quoteRequests.$inferSelect; status: string; receivedAt: Date; companies: number; phoneSharedAt: Date | null },
  about: QuoteSummary,
  messages: ConversationMessage[],
): InboxQuote => ({
  id: r.request.id,
  name: r.request.name,
  // The client's phone reaches a company only once the client shared it with that company.
  phone: r.phoneSharedAt ? r.request.phone : null,
  work: about.work,
  place: about.place,
  budget: about.budget ?? null,
  area: r.request.area,
  start: about.start,
  description: r.request.description,
  photos: about.photos,
  companies: r.companies,
  status: r.status as InboxStatus,
  receivedAt: r.receivedAt.toISOString(),
  messages,
});
