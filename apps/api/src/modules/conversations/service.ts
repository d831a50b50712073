/**
 * The relayed conversation of a quote request (issue 20). The company answers in its inbox; the
 * client gets the answer by mail from the conversation's own address (`r+<token>@<INBOUND_DOMAIN>`,
 * a random token per request and company) and replies to it by mail (infra/inbound-mail.ts) or
 * from the follow link's page; neither side sees the other's email. Both see the whole thread.
 */
import { randomBytes } from 'node:crypto';
import { CONVERSATION_TEXTS, type FollowView, INBOX_TEXTS, type MailPrefs, MSG } from '@cimenta/shared';
import type { Config } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import { badRequest, notFound } from '../../lib/errors';
import { quoteMails } from '../quotes/mails';
import type { QuotesRepo } from '../quotes/repo';
import type { ReviewsService } from '../reviews/service';
import type { quotesService } from '../quotes/service';
import { presentMessage } from './presenter';
import type { ConversationsRepo } from './repo';
import { replyText } from './reply-text';

type Quotes = Pick<ReturnType<typeof quotesService>, 'describe' | 'followed' | 'followUrl'>;

/** The relayed address of a conversation, and its token back from an address (case-insensitive hex). */
export const replyAddress = (token: string, domain: string) => `r+${token}@${domain}`;
export function replyTokenOf(address: string, domain: string): string | null {
  const m = /^r\+([0-9a-f]{20})@(.+)$/i.exec(address.trim());
  return m && m[2]?.toLowerCase() === domain.toLowerCase() ? (m[1] as string).toLowerCase() : null;
}

export function conversationsService(deps: {
  repo: ConversationsRepo;
  quotesRepo: Pick<QuotesRepo, 'companiesOf'>;
  quotes: Quotes;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'inboundDomain'>;
  companyIdOf: (userId: string) => Promise<string | undefined>;
  /** The read model is told a company answered (its "Responde rápido" moves). */
  changed?: (companyIds: string[]) => Promise<void> | void;
  /** A company's first answer makes the request a real contact: its client is invited to review it (issue 19). */
  reviews?: Pick<ReviewsService, 'scheduleInvitation'>;
}) {
  const { repo, mailer, config, quotes } = deps;
  const inboxUrl = `${config.publicUrl}/my-profile/solicitudes`;

  async function companyOf(userId: string) {
    const id = await deps.companyIdOf(userId);
    if (!id) throw notFound(MSG.companyNotFound);
    return id;
  }

  /** A client's message, from the follow page or by mail: stored, the company told if it wants to be. */
  async function fromClient(requestId: string, companyId: string, text: string, via: 'web' | 'mail') {
    const conv = await repo.conversation(requestId, companyId);
    if (!conv) throw notFound(CONVERSATION_TEXTS.notInRequest);
    const wants = (await repo.prefs(companyId)).newMessage;
    await repo.add({ requestId, companyId, author: 'client', body: text, via }, async (tx) => {
      if (!wants) return;
      await mailer.send(
        {
          to: conv.companyEmail,
          ...quoteMails.clientMessage({ companyName: conv.companyName, clientName: conv.clientName, body: text, inboxUrl }),
        },
        { tx },
      );
    });
  }

  return {
    async messages(requestId: string, companyId: string) {
      return (await repo.messages(requestId, companyId)).map(presentMessage);
    },

    /** The company answers: the client is mailed from the conversation's relayed address. */
    async answer(userId: string, requestId: string, body: string) {
      const companyId = await companyOf(userId);
      const conv = await repo.conversation(requestId, companyId);
      if (!conv) throw notFound(INBOX_TEXTS.notFound);
      const token = await repo.replyToken(requestId, companyId, randomBytes(10).toString('hex'));
      const mail = {
        to: conv.clientEmail,
        replyTo: replyAddress(token, config.inboundDomain),
        ...quoteMails.answer({ name: conv.clientName, companyName: conv.companyName, body, followUrl: quotes.followUrl(requestId) }),
      };
      const first = !(await repo.messages(requestId, companyId)).some((m) => m.author === 'company');
      await repo.add({ requestId, companyId, author: 'company', body, via: 'web' }, async (tx) => {
        await mailer.send(mail, { tx });
        if (first) await deps.reviews?.scheduleInvitation({ requestId, companyId }, { tx });
      });
      await deps.changed?.([companyId]);
      return { message: CONVERSATION_TEXTS.answered, messages: (await repo.messages(requestId, companyId)).map(presentMessage) };
    },

    /** The follow page: the request and, per company that received it, the whole conversation. */
    async follow(token: string): Promise<FollowView> {
      const request = await quotes.followed(token);
      const [about, companies, messages] = await Promise.all([
        quotes.describe(request),
        deps.quotesRepo.companiesOf(request.id),
        repo.messages(request.id),
      ]);
      const shared = await Promise.all(companies.map((c) => repo.conversation(request.id, c.id)));
      return {
        name: request.name,
        work: about.work,
        place: about.place,
        budget: about.budget ?? null,
        area: request.area,
        start: about.start,
        description: request.description,
        photos: about.photos,
        createdAt: request.createdAt.toISOString(),
        hasPhone: Boolean(request.phone),
        companies: companies.map((c, i) => ({
          id: c.id,
          name: c.name,
          phoneShared: Boolean(shared[i]?.phoneSharedAt),
          messages: messages.filter((m) => m.companyId === c.id).map(presentMessage),
        })),
      };
    },

    async reply(token: string, companyId: string, body: string) {
      const request = await quotes.followed(token);
      await fromClient(request.id, companyId, body, 'web');
      return { message: CONVERSATION_TEXTS.replied };
    },

    async sharePhone(token: string, companyId: string) {
      const request = await quotes.followed(token);
      if (!request.phone) throw badRequest(CONVERSATION_TEXTS.noPhone);
      if (!(await repo.conversation(request.id, companyId))) throw notFound(CONVERSATION_TEXTS.notInRequest);
      await repo.sharePhone(request.id, companyId);
      return { message: CONVERSATION_TEXTS.phoneShared };
    },

    /** Whether an inbound recipient is a live conversation address (the SMTP receiver refuses others at RCPT). */
    async knownAddress(address: string) {
      const token = replyTokenOf(address, config.inboundDomain);
      return token !== null && (await repo.byReplyToken(token)) !== undefined;
    },

    /**
     * A reply by mail to a conversation's address: only from the client's own address (a leaked
     * address alone cannot write as the client), quoted text stripped; an empty reply is dropped.
     * Answers what happened, for the receiver's log.
     */
    async inbound(address: string, from: string, text: string): Promise<'stored' | 'unknown' | 'wrong-sender' | 'empty'> {
      const token = replyTokenOf(address, config.inboundDomain);
      const conv = token ? await repo.byReplyToken(token) : undefined;
      if (!conv) return 'unknown';
      if (from.trim().toLowerCase() !== conv.clientEmail.toLowerCase()) return 'wrong-sender';
      const body = replyText(text);
      if (!body) return 'empty';
      await fromClient(conv.requestId, conv.companyId, body.slice(0, 5000), 'mail');
      return 'stored';
    },

    prefs: async (userId: string): Promise<MailPrefs> => repo.prefs(await companyOf(userId)),
    async savePrefs(userId: string, prefs: MailPrefs) {
      await repo.savePrefs(await companyOf(userId), prefs);
      return { message: CONVERSATION_TEXTS.preferencesSaved, preferences: prefs };
    },
  };
}
