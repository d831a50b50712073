/** The demo's owner (issue 20): `npm start`'s demo has one company with an owner, an inbox and statistics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { DEMO_OWNER, seedDemoOwner } from './demo-owner';
import { seed } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // As `npm start` seeds an empty database.
  await seed(t.database, { demo: true, count: 30 });
}, 120_000);
afterAll(() => t.close());

async function signIn() {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(r.statusCode).toBe(200);
  return { authorization: `Bearer ${r.json().token}` };
}

describe('the demo owner', () => {
  it('signs in with the documented credentials and owns one demo company', async () => {
    const headers = await signIn();
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers });
    expect(r.statusCode).toBe(200);
    expect(r.json().company?.name).toEqual(expect.any(String));
    const owned = (await t.database.sql.executeSql('SELECT count(*)::int AS n FROM companies WHERE owner_id IS NOT NULL', [])).rows[0];
    expect(Number(owned?.n)).toBe(1);
  });

  it('has requests and contacts in its inbox, some answered, with their conversations', async () => {
    const headers = await signIn();
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/v1/inbox', headers })).json();
    expect(inbox.total).toBe(10);
    expect(inbox.counts).toEqual({ nueva: 2, vista: 2, respondida: 4, archivada: 2 });
    const answered = inbox.items.find((i: { kind: string; status: string }) => i.kind === 'quote' && i.status === 'respondida');
    const item = (await t.app.inject({ method: 'GET', url: `/api/v1/inbox/quotes/${answered.id}`, headers })).json();
    expect(item.messages.length).toBeGreaterThanOrEqual(1);
    expect(item.messages[0].author).toBe('company');
  });

  it('has statistics: views, appearances, requests, answers and a median answer time', async () => {
    const headers = await signIn();
    const r = await t.app.inject({ method: 'GET', url: '/api/v1/my-profile/statistics', headers });
    expect(r.statusCode).toBe(200);
    const weeks = r.json().weeks as {
      views: number;
      appearances: number;
      requests: number;
      answers: number;
      contacts: number;
      medianAnswerHours: number | null;
    }[];
    const total = (k: 'views' | 'appearances' | 'requests' | 'answers' | 'contacts') => weeks.reduce((n, w) => n + w[k], 0);
    expect(total('views')).toBeGreaterThan(0);
    expect(total('appearances')).toBeGreaterThan(0);
    expect(total('requests')).toBe(7);
    expect(total('answers')).toBe(4);
    expect(total('contacts')).toBe(3);
    expect(weeks.some((w) => w.medianAnswerHours !== null)).toBe(true);
  });

  it('is made once', async () => {
    expect(await seedDemoOwner(t.database.db)).toBeUndefined();
    await seed(t.database, { demo: true, count: 30 });
    const users = (await t.database.sql.executeSql('SELECT count(*)::int AS n FROM users WHERE email = $1', [DEMO_OWNER.email])).rows[0];
    expect(Number(users?.n)).toBe(1);
  });
});
