/** The company's weekly statistics (issue 20): its audience and what it received and answered. */
import { STATISTICS_TEXTS, STATISTICS_WEEKS, type Statistics } from '@cimenta/shared';
import { notFound } from '../../lib/errors';
import { dateOfDay, today } from '../search/trust';
import type { StatisticsRepo } from './repo';
import { INBOUND_SOURCES, type InboundSource } from './sources';

/** The Monday of a day (days since 1970-01-01, a Thursday). */
export const mondayOf = (day: number) => day - ((day + 3) % 7);

export function statisticsService(deps: {
  repo: StatisticsRepo;
  companyIdOf: (userId: string) => Promise<string | undefined>;
  /** "Responde rápido" as the read model has it. */
  fastReplyOf: (companyId: string) => boolean;
  /** Writes the views this process still holds. */
  flush?: () => Promise<void>;
  sources?: InboundSource[];
  now?: () => number;
}) {
  const { repo, sources = INBOUND_SOURCES, now = Date.now } = deps;

  return {
    /** The last 12 weeks (Spain's calendar) of the company of `userId`, the current week last. */
    async ofOwner(userId: string): Promise<Statistics> {
      const companyId = await deps.companyIdOf(userId);
      if (!companyId) throw notFound(STATISTICS_TEXTS.noCompany);
      await deps.flush?.();
      const first = mondayOf(today(now())) - 7 * (STATISTICS_WEEKS - 1);
      const weeks = Array.from({ length: STATISTICS_WEEKS }, (_, i) => dateOfDay(first + 7 * i));
      const from = weeks[0] as string;
      const ofKind = (kind: InboundSource['kind']) => sources.filter((s) => s.kind === kind);
      const answered = sources.filter((s) => s.answers);
      const audience = new Map((await repo.audience(companyId, from)).map((r) => [r.week, r]));
      const contacts = new Map((await repo.inbound(ofKind('contacts'), companyId, from)).map((r) => [r.week, r]));
      const requests = new Map((await repo.inbound(ofKind('requests'), companyId, from)).map((r) => [r.week, r]));
      const answers = new Map(answered.length ? (await repo.inbound(answered, companyId, from)).map((r) => [r.week, r]) : []);
      return {
        weeks: weeks.map((week) => ({
          week,
          views: audience.get(week)?.views ?? 0,
          appearances: audience.get(week)?.appearances ?? 0,
          contacts: contacts.get(week)?.received ?? 0,
          requests: requests.get(week)?.received ?? 0,
          answers: answers.get(week)?.answered ?? 0,
          medianAnswerHours: answers.get(week)?.medianHours ?? null,
        })),
        fastReply: deps.fastReplyOf(companyId),
      };
    },
  };
}
