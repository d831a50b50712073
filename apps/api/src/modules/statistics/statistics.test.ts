/** Statistics (issue 20): views and appearances counted without cookies, the weekly API, and what feeds it. */
import { STATISTICS_WEEKS } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, registerUser, type TestApp } from '../../../test/helper';
import { confirmedRequest } from '../../../test/quotes-factory';
import { dateOfDay, today } from '../search/trust';
import { statisticsRepo } from './repo';
import { NOT_A_VISIT_HEADER, seenIn } from './seen-pages';
import { mondayOf, statisticsService } from './service';
import { fastReplyColumn, type InboundSource, respondsFast } from './sources';
import { visitCounter } from './visitors';

let t: TestApp;
type User = Awaited<ReturnType<typeof registerUser>>;
let owner: User;
let other: User;
let companyId: string;
let otherId: string;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const visit = (id: string, ip: string, ua: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${id}`,
    remoteAddress: ip,
    headers: { ...(ua ? { 'user-agent': ua } : {}), ...headers },
  });
const statistics = async (who: User) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/v1/my-profile/statistics', headers: who.headers });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { weeks: Record<string, number | string | null>[]; fastReply: boolean };
};
const thisWeek = async (who: User) => (await statistics(who)).weeks.at(-1) as Record<string, number>;
const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  const body = companyPayload({ name: 'Estadísticas Reformas Sol' });
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: owner.headers, payload: body })).statusCode).toBe(200);
  companyId = body.id;
  other = await registerUser(t.app);
  const second = companyPayload({ name: 'Otra Constructora Norte', contact: { email: 'info@otra.es', phone: '911000000', website: null } });
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: other.headers, payload: second })).statusCode).toBe(200);
  otherId = second.id;
}, 60_000);
afterAll(() => t?.close());

describe('counting views without cookies', () => {
  it('counts a visitor once a day per company, and neither bots, nor the server renderer, nor a request without user agent', async () => {
    const before = (await thisWeek(owner)).views;
    const otherBefore = (await thisWeek(other)).views;
    for (const [ip, ua] of [
      ['203.0.113.5', BROWSER],
      ['203.0.113.5', BROWSER],
      ['203.0.113.5', PHONE],
      ['198.51.100.7', BROWSER],
      ['198.51.100.8', GOOGLEBOT],
      ['198.51.100.9', undefined],
    ] as const)
      expect((await visit(companyId, ip, ua)).statusCode).toBe(200);
    expect((await visit(companyId, '198.51.100.10', BROWSER, { [NOT_A_VISIT_HEADER]: '1' })).statusCode).toBe(200);
    // Nothing reached the database yet: the read path only adds to memory.
    expect(t.app.services.visits.pending()).toBeGreaterThan(0);
    expect((await thisWeek(owner)).views).toBe(before + 3);
    expect((await thisWeek(owner)).views).toBe(before + 3);
    // The other company saw none of it.
    expect((await thisWeek(other)).views).toBe(otherBefore);
  });

  it('never stores the IP or the user agent, only a hash with the day', async () => {
    await visit(companyId, '192.0.2.77', BROWSER);
    await t.app.services.visits.flush();
    const rows = (await t.database.db.execute(sql`SELECT day::text AS day, hash FROM stat_visitors`)).rows as {
      day: string;
      hash: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.hash).toMatch(/^[\w-]{22}$/);
      expect(r.day).toBe(dateOfDay(today()));
    }
    const dump = JSON.stringify((await t.database.db.execute(sql`SELECT * FROM stat_visitors`)).rows);
    expect(dump).not.toContain('192.0.2.77');
    expect(dump).not.toContain('Chrome');
  });

  it('counts appearances of the cards a results page shows', async () => {
    const before = (await thisWeek(owner)).appearances;
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies?search=${encodeURIComponent('Estadísticas Reformas Sol')}`,
      remoteAddress: '203.0.113.20',
      headers: { 'user-agent': BROWSER },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().items.map((c: { id: string }) => c.id)).toContain(companyId);
    expect((await thisWeek(owner)).appearances).toBe(before + 1);
  });

  it('writes nothing to companies nor to their change feed, and moves no read-model version', async () => {
    await t.app.services.visits.flush();
    const state = () =>
      one<{ changes: number; stamp: string }>(
        sql`SELECT (SELECT count(*) FROM company_changes)::int AS changes,
          (SELECT string_agg(updated_at::text || ' ' || xmin::text, ',' ORDER BY id) FROM companies) AS stamp`,
      );
    const before = await state();
    const version = t.app.services.search.stats().version;
    const otherBefore = (await thisWeek(other)).views;
    for (let i = 0; i < 20; i++) await visit(i % 2 ? companyId : otherId, `203.0.113.${100 + i}`, BROWSER);
    await t.app.inject({ method: 'GET', url: '/api/v1/companies', remoteAddress: '203.0.113.99', headers: { 'user-agent': BROWSER } });
    await t.app.services.visits.flush();
    await t.app.services.search.sync();
    expect(await state()).toEqual(before);
    expect(t.app.services.search.stats().version).toBe(version);
    expect((await thisWeek(other)).views).toBe(otherBefore + 10);
  });

  it('counts a visitor once when two instances saw it (the unique key in SQL)', async () => {
    const repo = statisticsRepo(t.database.db);
    const a = visitCounter({ repo, log: t.app.log, flushMs: 0 });
    const b = visitCounter({ repo, log: t.app.log, flushMs: 0 });
    const before = (await thisWeek(other)).views;
    const v = { ip: '203.0.113.250', userAgent: PHONE };
    a.seen(v, 'view', [otherId]);
    b.seen(v, 'view', [otherId]);
    await Promise.all([a.flush(), b.flush()]);
    b.seen(v, 'view', [otherId]);
    await b.close();
    await a.close();
    expect((await thisWeek(other)).views).toBe(before + 1);
  });

  it('forgets the visitors and the salt of past days, keeping their counts', async () => {
    const repo = statisticsRepo(t.database.db);
    const day = today();
    const old = visitCounter({ repo, log: t.app.log, flushMs: 0, now: () => (day - 3) * 86_400_000 + 12 * 3_600_000 });
    old.seen({ ip: '203.0.113.251', userAgent: BROWSER }, 'view', [otherId]);
    await old.close();
    const oldDay = dateOfDay(day - 3);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stat_visitors WHERE day = ${oldDay}::date`)).n).toBe(1);
    const now = visitCounter({ repo, log: t.app.log, flushMs: 0 });
    now.seen({ ip: '203.0.113.252', userAgent: BROWSER }, 'view', [otherId]);
    await now.close();
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stat_visitors WHERE day = ${oldDay}::date`)).n).toBe(0);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stat_salts WHERE day < ${dateOfDay(day - 1)}::date`)).n).toBe(0);
    expect(
      (
        await one<{ views: number }>(
          sql`SELECT views FROM company_stats_daily WHERE company_id = ${otherId}::uuid AND day = ${oldDay}::date`,
        )
      ).views,
    ).toBe(1);
  });

  it('reads what a server-rendered page shows from its loaders’ answers', () => {
    const id = companyId;
    expect(seenIn(`/api/v1/companies/${id}`, 200, '{}')).toEqual({ kind: 'view', ids: [id] });
    expect(seenIn(`/api/v1/companies/${id}`, 404, '{}')).toBeNull();
    expect(seenIn(`/api/v1/companies/${id}/reviews`, 200, '{"items":[]}')).toBeNull();
    expect(seenIn('/api/v1/companies?page=2', 200, JSON.stringify({ items: [{ id: 'a' }, { id: 'b' }] }))).toEqual({
      kind: 'appearance',
      ids: ['a', 'b'],
    });
    expect(seenIn('/api/v1/landing/empresas/reformas/madrid', 200, JSON.stringify({ companies: { items: [{ id: 'c' }] } }))).toEqual({
      kind: 'appearance',
      ids: ['c'],
    });
    expect(seenIn('/api/v1/prices', 200, '{}')).toBeNull();
  });
});

describe('GET /my-profile/statistics', () => {
  it('answers 12 weeks, Mondays, oldest first, the current week last', async () => {
    const s = await statistics(owner);
    expect(s.weeks).toHaveLength(STATISTICS_WEEKS);
    expect(s.weeks.at(-1)?.week).toBe(dateOfDay(mondayOf(today())));
    for (const w of s.weeks) expect(new Date(`${w.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(s.fastReply).toBe(false);
  });

  it('counts the contacts received', async () => {
    const before = await thisWeek(owner);
    const otherBefore = (await thisWeek(other)).contacts;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${companyId}/contact`,
      payload: {
        contact: { name: 'Pedro Gómez', email: 'pedro@example.es', phone: '600111222', message: 'Quiero reformar mi baño.', consent: true },
      },
    });
    expect(r.statusCode).toBe(200);
    const week = await thisWeek(owner);
    expect(week.contacts).toBe(before.contacts + 1);
    // A contact is answered outside Cimenta: it adds no answer and no answer time.
    expect(week.answers).toBe(before.answers);
    expect(week.medianAnswerHours).toBe(before.medianAnswerHours);
    expect((await thisWeek(other)).contacts).toBe(otherBefore);
  });

  it('counts the quote requests received once confirmed, and the company’s answers with their time', async () => {
    const before = await thisWeek(owner);
    const otherBefore = (await thisWeek(other)).requests;
    const req = await confirmedRequest(t, [companyId]);
    let week = await thisWeek(owner);
    expect(week.requests).toBe(before.requests + 1);
    expect(week.answers).toBe(before.answers);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbox/quotes/${req.id}/messages`,
      headers: owner.headers,
      payload: { body: 'Podemos visitarla el lunes por la mañana.' },
    });
    expect(r.statusCode, r.body).toBe(200);
    week = await thisWeek(owner);
    expect(week.answers).toBe(before.answers + 1);
    expect(week.medianAnswerHours).not.toBeNull();
    // The other company received nothing.
    expect((await thisWeek(other)).requests).toBe(otherBefore);
  });

  it('is only for a signed-in user with a company: 401 without a session, 404 without a company', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/my-profile/statistics' })).statusCode).toBe(401);
    const lone = await registerUser(t.app);
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/my-profile/statistics', headers: lone.headers });
    expect(r.statusCode).toBe(404);
    expect(r.json().errors).toBe('Primero debes registrar tu empresa');
  });
});

describe('sources of what a company receives and answers (where quote requests plug in)', () => {
  // One moment for every timestamp of a test: read at each call, two calls a few ms apart under load
  // made an answer of 6 h into 6.000000138… h.
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
  /** A source as quote requests will be: received and first-answer times (here a VALUES list). */
  const requests = (rows: [string, string, string | null][]): InboundSource => ({
    kind: 'requests',
    answers: true,
    rows: rows.length
      ? sql`SELECT company_id::uuid, received_at::timestamptz, answered_at::timestamptz FROM (VALUES ${sql.join(
          rows.map(([c, r, a]) => sql`(${c}, ${r}, ${a})`),
          sql`, `,
        )}) v (company_id, received_at, answered_at)`
      : sql`SELECT NULL::uuid AS company_id, NULL::timestamptz AS received_at, NULL::timestamptz AS answered_at WHERE false`,
  });

  it('gives requests, answers and the median answer time per week from a source', async () => {
    const source = requests([
      [companyId, hoursAgo(30), hoursAgo(28)],
      [companyId, hoursAgo(30), hoursAgo(20)],
      [companyId, hoursAgo(30), null],
      [otherId, hoursAgo(30), hoursAgo(29)],
    ]);
    const service = statisticsService({
      repo: statisticsRepo(t.database.db),
      companyIdOf: async () => companyId,
      fastReplyOf: () => false,
      sources: [source],
    });
    const s = await service.ofOwner(owner.id);
    const total = (k: 'requests' | 'answers') => s.weeks.reduce((n, w) => n + w[k], 0);
    expect(total('requests')).toBe(3);
    expect(total('answers')).toBe(2);
    // Answered in 2 h and 10 h, received the same moment (so the same week): median 6 h.
    expect(s.weeks.map((w) => w.medianAnswerHours).filter((m) => m !== null)).toEqual([6]);
  });

  it('"Responde rápido": most judged messages answered within 24 h, at least 3; none without answer data', async () => {
    expect(respondsFast(0, 0)).toBe(false);
    expect(respondsFast(2, 2)).toBe(false);
    expect(respondsFast(3, 2)).toBe(true);
    expect(respondsFast(4, 2)).toBe(false);
    const column = async (s: InboundSource[]) =>
      (await one<{ v: string }>(sql`SELECT ${fastReplyColumn(sql`${companyId}::uuid`, s)} AS v`)).v;
    // Contacts record no answers: the column is constant and nobody gets the badge.
    expect(
      await column([
        {
          kind: 'contacts',
          answers: false,
          rows: sql`SELECT company_id, created_at AS received_at, NULL::timestamptz AS answered_at FROM contact_messages`,
        },
      ]),
    ).toBe('0,0');
    expect(
      await column([
        requests([
          [companyId, hoursAgo(50), hoursAgo(49)],
          [companyId, hoursAgo(50), hoursAgo(10)],
          [companyId, hoursAgo(30), null],
          [companyId, hoursAgo(5), null],
          [companyId, hoursAgo(3), hoursAgo(2)],
          [companyId, hoursAgo(24 * 100), hoursAgo(24 * 100 - 1)],
          [otherId, hoursAgo(50), hoursAgo(49)],
        ]),
      ]),
    ).toBe('4,2');
    // The live model: no source records answers, so no company shows it.
    expect(t.app.services.search.fastReply(companyId)).toBe(false);
  });
});
