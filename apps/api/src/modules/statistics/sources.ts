/**
 * What a company receives and may answer, one small source each (issue 20). Each source is a
 * `SELECT company_id, received_at, answered_at` (the first answer; null while unanswered). The
 * statistics (weekly received, answered, median answer time) and the "Responde rápido" badge
 * (the read model's trust columns, search/trust.ts) read nothing else, so a new kind of message
 * plugs in here and nowhere else.
 *
 * Contacts have no answers inside Cimenta yet (`answers: false`): they count as received only.
 * Quote requests count from the moment a company received one (its email confirmed, `sent_at`),
 * answered by the company's first message of that conversation (`quote_messages`). The quotes and
 * conversations services call `search.changed` when a request arrives or a company answers, so
 * the company's badge is read again (as a review or credential does).
 */
import { type SQL, sql } from 'drizzle-orm';

export type InboundSource = {
  /** The series it feeds: `contacts` or `requests`. */
  kind: 'contacts' | 'requests';
  /** Whether its answers are recorded: only such sources feed answers, the median and the badge. */
  answers: boolean;
  rows: SQL;
};

export const INBOUND_SOURCES: InboundSource[] = [
  {
    kind: 'contacts',
    answers: false,
    rows: sql`SELECT company_id, created_at AS received_at, NULL::timestamptz AS answered_at FROM contact_messages`,
  },
  {
    kind: 'requests',
    answers: true,
    rows: sql`SELECT qc.company_id, qc.sent_at AS received_at,
      (SELECT min(m.created_at) FROM quote_messages m
        WHERE m.request_id = qc.request_id AND m.company_id = qc.company_id AND m.author = 'company') AS answered_at
      FROM quote_request_companies qc WHERE qc.sent_at IS NOT NULL`,
  },
];

/** The rows of some sources that pass `where` (on company_id, received_at, answered_at). */
export function inboundRows(sources: InboundSource[], where: SQL): SQL {
  if (sources.length === 0)
    return sql`SELECT NULL::uuid AS company_id, NULL::timestamptz AS received_at, NULL::timestamptz AS answered_at WHERE false`;
  return sql.join(
    sources.map((s) => sql`SELECT company_id, received_at, answered_at FROM (${s.rows}) s WHERE ${where}`),
    sql` UNION ALL `,
  );
}

/** "Responde rápido": the rule, over the messages of the last `windowDays` that can be judged. */
export const FAST_REPLY = { withinHours: 24, windowDays: 90, minReceived: 3 } as const;

/**
 * Whether a company answers most messages within 24 hours: at least `minReceived` judged
 * messages (received in the window and either answered or older than 24 h) and more than half of
 * them answered within 24 h. Without answer data, nobody.
 */
export const respondsFast = (judged: number, fast: number) => judged >= FAST_REPLY.minReceived && fast * 2 > judged;

/**
 * `judged,fast` of the company `companyId` (an SQL reference such as `c.id`) for the loader of
 * the read model: a text column, '0,0' when no source records answers.
 */
export function fastReplyColumn(companyId: SQL, sources = INBOUND_SOURCES): SQL {
  const answered = sources.filter((s) => s.answers);
  if (answered.length === 0) return sql`'0,0'`;
  const within = sql.raw(`interval '${FAST_REPLY.withinHours} hours'`);
  const rows = inboundRows(
    answered,
    sql`company_id = ${companyId} AND received_at >= now() - ${sql.raw(`interval '${FAST_REPLY.windowDays} days'`)}
      AND (answered_at IS NOT NULL OR received_at < now() - ${within})`,
  );
  return sql`(SELECT count(*) || ',' || count(*) FILTER (WHERE answered_at <= received_at + ${within}) FROM (${rows}) f)`;
}
