/** Reviews (issue 19): from a contact to a mailed single-use link, a review, an answer and a report. */
import { MSG, REVIEW_MSG } from '@cimenta/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, createTestApp, pngDataUrl, registerUser, type TestApp } from '../../../test/helper';
import { confirmedRequest, makeCompany } from '../../../test/quotes-factory';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({
    configure: (c) => {
      c.reviewInviteDays = 0;
    },
  });
  owner = await registerUser(t.app);
  const body = companyPayload();
  const r = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers: owner.headers, payload: body });
  expect(r.statusCode).toBe(200);
  companyId = body.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers });

async function contact(email: string, name = 'Lucía Martín Pérez', id = companyId) {
  const r = await api('POST', `/companies/${id}/contact`, { contact: { name, email, message: 'Quiero reformar el baño de casa.' } });
  expect(r.statusCode).toBe(200);
  await t.drain();
}

/** The review link mailed to `email` most recently, or undefined. */
/** A review invitation (not the copy of the contact its sender also gets, issue 20). */
const isInvitation = (m: { raw: string }) => m.raw.replace(/=\r?\n/g, '').includes('/valorar/');

function linkTo(email: string): string | undefined {
  const mail = t.mails.filter((m) => m.to.includes(email)).at(-1);
  return mail?.raw.replace(/=\r?\n/g, '').match(/\/valorar\/([\w-]+)/)?.[1];
}

const count = async (table: string) =>
  Number(((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n);

const goodReview = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  quality: 5,
  deadlines: 3,
  price: 4,
  text: 'Reformaron el baño en tres semanas, con buen acabado y limpieza diaria. El precio subió un poco.',
  work: 201,
  finished: '2026-05',
  ...over,
});

describe('the invitation', () => {
  it('a contact mails its sender a single-use link that names the company and signs as "Lucía M."', async () => {
    await contact('lucia.invite@example.es');
    const token = linkTo('lucia.invite@example.es');
    expect(token).toBeTruthy();
    const r = await api('POST', '/reviews/invitation', { token });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ company: { id: companyId, name: 'Reformas Prueba Castellana' }, author: 'Lucía M.' });
    // The kinds of work offered are the company's own activities.
    expect(
      r
        .json()
        .works.map((w: { id: number }) => w.id)
        .sort(),
    ).toEqual([201, 206]);
  });

  it('is scheduled days after the contact (not due at once when REVIEW_INVITE_DAYS is 7)', async () => {
    const later = await createTestApp({
      configure: (c) => {
        c.reviewInviteDays = 7;
      },
    });
    try {
      const u = await registerUser(later.app);
      const body = companyPayload();
      await later.app.inject({ method: 'POST', url: '/api/v1/companies', headers: u.headers, payload: body });
      await later.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${body.id}/contact`,
        payload: { contact: { name: 'Ana Ruiz', email: 'ana.later@example.es', message: 'Presupuesto para tejado.' } },
      });
      await later.drain();
      expect(later.mails.filter((m) => m.to.includes('ana.later@example.es') && isInvitation(m))).toHaveLength(0);
      const { rows } = await later.database.sql.executeSql(
        "SELECT start_after > now() + interval '6 days' AS later FROM pgboss.job WHERE name = 'review-invite'",
      );
      expect(rows).toEqual([{ later: true }]);
      await later.drain({ all: true });
      expect(later.mails.filter((m) => m.to.includes('ana.later@example.es') && isInvitation(m))).toHaveLength(1);
    } finally {
      await later.close();
    }
    // A second app of its own (migrations, queue): slow on a loaded machine.
  }, 120_000);

  it('a quote request invites its client to review the companies that answered it, once each; not the silent ones', async () => {
    const answering = await makeCompany(t.app, 'Reformas Respuesta');
    const silent = await makeCompany(t.app, 'Reformas Callada');
    const req = await confirmedRequest(t, [answering.id, silent.id]);
    const client = req.body.email;
    const invitations = () => t.mails.filter((m) => m.to.includes(client) && isInvitation(m));
    expect(invitations()).toHaveLength(0);
    for (const body of ['Podemos ir el lunes a verlo.', '¿Le viene bien a las diez?']) {
      const r = await api('POST', `/inbox/quotes/${req.id}/messages`, { body }, answering.owner.headers);
      expect(r.statusCode, r.body).toBe(200);
    }
    await t.drain();
    expect(invitations()).toHaveLength(1);
    const r = await api('POST', '/reviews/invitation', { token: linkTo(client) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ company: { id: answering.id }, author: 'Lucía M.' });
  });

  it('is not sent to the company itself: its owner, its contact address or its domain', async () => {
    const before = await count('review_invitations');
    await contact(owner.email);
    await contact('info@reformasprueba.es');
    await contact('obras@reformasprueba.es');
    expect(await count('review_invitations')).toBe(before);
    expect(linkTo('obras@reformasprueba.es')).toBeUndefined();
  });

  it('is sent once per address and company, however many contacts', async () => {
    await contact('pablo.twice@example.es', 'Pablo');
    await contact('pablo.twice@example.es', 'Pablo');
    // One invitation (each contact also mails its sender a copy, issue 20).
    expect(t.mails.filter((m) => m.to.includes('pablo.twice@example.es') && isInvitation(m))).toHaveLength(1);
  });

  it('a forged, expired or used link is refused with a Spanish message', async () => {
    expect((await api('POST', '/reviews/invitation', { token: 'inventado' })).json()).toEqual({ errors: REVIEW_MSG.invalidLink });
    await contact('eva.expired@example.es', 'Eva');
    const token = linkTo('eva.expired@example.es');
    await t.database.db.execute(
      sql`update review_invitations set expires_at = now() - interval '1 minute' where email = 'eva.expired@example.es'`,
    );
    const r = await api('POST', '/reviews', { token, review: goodReview() });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ errors: REVIEW_MSG.invalidLink });
  });
});

describe('a review', () => {
  it('is published with its photos, newest first, the author as "Marta G." and never the email', async () => {
    await contact('marta.review@example.es', 'Marta García');
    const token = linkTo('marta.review@example.es');
    const photo = await pngDataUrl(400, 300);
    const r = await api('POST', '/reviews', { token, review: goodReview({ images: [{ content: photo }, { content: photo }] }) });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(REVIEW_MSG.published);
    const list = await api('GET', `/companies/${companyId}/reviews`);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.items[0]).toMatchObject({
      author: 'Marta G.',
      rating: 4,
      quality: 5,
      work: { id: 201 },
      finished: '2026-05',
      answer: null,
    });
    expect(page.items[0].images).toHaveLength(2);
    expect(page.summary).toMatchObject({ count: page.total, average: expect.any(Number) });
    expect(list.body).not.toContain('marta.review@example.es');
    // The same link again, or the same address through another contact: refused, nothing stored.
    const before = await count('reviews');
    const again = await api('POST', '/reviews', { token, review: goodReview() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: REVIEW_MSG.usedLink });
    expect(await count('reviews')).toBe(before);
  });

  it('bad input gets a Spanish message and stores nothing (the link keeps working)', async () => {
    await contact('raul.bad@example.es', 'Raúl');
    const token = linkTo('raul.bad@example.es');
    const reviews = await count('reviews');
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'Muy bien todo.' }, 'Mínimo 50 caracteres'],
      [{ rating: 6 }, REVIEW_MSG.stars],
      [{ finished: '2999-01' }, REVIEW_MSG.finishedInFuture],
      [{ finished: 'mayo' }, REVIEW_MSG.finishedFormat],
      [{ work: 999999 }, MSG.unknownReference],
      [{ images: Array.from({ length: 6 }, () => ({ content: 'data:image/png;base64,AAAA' })) }, 'Como máximo 5 elementos'],
      [{ images: [{ content: 'data:image/png;base64,bm90IGFuIGltYWdl' }] }, MSG.invalidImage],
    ];
    for (const [over, message] of cases) {
      const r = await api('POST', '/reviews', { token, review: goodReview(over) });
      expect(r.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(JSON.stringify(r.json())).toContain(message);
    }
    expect(await count('reviews')).toBe(reviews);
    expect((await api('POST', '/reviews', { token, review: goodReview() })).statusCode).toBe(200);
  });

  it('of a company whose domain the reviewer now shares is refused', async () => {
    await contact('nuria.later-staff@example.es', 'Nuria');
    const token = linkTo('nuria.later-staff@example.es');
    await t.database.db.execute(sql`update companies set email = 'nuria.later-staff@example.es' where id = ${companyId}::uuid`);
    try {
      const r = await api('POST', '/reviews', { token, review: goodReview() });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ errors: REVIEW_MSG.ownCompany });
    } finally {
      await t.database.db.execute(sql`update companies set email = 'info@reformasprueba.es' where id = ${companyId}::uuid`);
    }
  });
});

describe('answers and reports', () => {
  let reviewId: string;
  beforeAll(async () => {
    await contact('jorge.answer@example.es', 'Jorge López');
    const r = await api('POST', '/reviews', { token: linkTo('jorge.answer@example.es'), review: goodReview() });
    reviewId = r.json().review.id;
  });

  it('only the company answers, once, publicly', async () => {
    const stranger = await registerUser(t.app);
    const answer = { answer: 'Gracias, Jorge. Ajustamos el presupuesto por el cambio de azulejo que pediste.' };
    expect((await api('PUT', `/reviews/${reviewId}/answer`, answer)).statusCode).toBe(401);
    const denied = await api('PUT', `/reviews/${reviewId}/answer`, answer, stranger.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: REVIEW_MSG.notYourCompany });
    const ok = await api('PUT', `/reviews/${reviewId}/answer`, answer, owner.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().review.answer.text).toBe(answer.answer);
    const twice = await api('PUT', `/reviews/${reviewId}/answer`, { answer: 'Otra' }, owner.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: REVIEW_MSG.alreadyAnswered });
    const empty = await api('PUT', `/reviews/${reviewId}/answer`, { answer: '   ' }, owner.headers);
    expect(empty.statusCode).toBe(400);
  });

  it('anyone may report a review, which stays published until a moderator decides', async () => {
    const r = await api('POST', `/reviews/${reviewId}/reports`, { reason: 'falsa', details: 'No trabajaron en mi calle.' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: REVIEW_MSG.reported });
    const list = (await api('GET', `/companies/${companyId}/reviews`)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(reviewId);
    expect((await api('POST', `/reviews/${reviewId}/reports`, { reason: 'me-cae-mal' })).statusCode).toBe(400);
    const missing = await api('POST', '/reviews/00000000-0000-4000-8000-000000000000/reports', { reason: 'otra' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: REVIEW_MSG.reviewNotFound });
  });

  it('an unknown company has no reviews page', async () => {
    const r = await api('GET', '/companies/00000000-0000-4000-8000-000000000000/reviews');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ errors: MSG.companyNotFound });
  });
});
