/**
 * A quote request to 3 companies (issue 20), end to end: the client confirms it from the link in
 * the outbox, each company reads it in its inbox, one answers, the client replies by mail (a real
 * SMTP message to the Reply-To address of the answer, received by the server's inbound SMTP
 * receiver) and from the follow link (no account), and shares the phone with that company, which
 * sees it all; its statistics count the request and the answer. axe and screenshots at 1280 and
 * 375 px on the confirmation and follow pages.
 */
import { createTransport } from 'nodemailer';
import { expectNoHorizontalOverflow, snap } from './helpers/public';
import { createCompany, createUser, signInWithTokens, toast } from './support/account';
import { latestMailTo } from './support/data-dir';
import { mailedConfirmToken, sendQuote } from './support/quotes';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('a request to 3 companies: each reads it, one answers, the client replies from the follow link', async ({ page, request }) => {
  test.slow();
  const owners = [];
  for (const name of ['Reformas Norte', 'Reformas Sur', 'Reformas Este']) {
    const owner = await createUser(request);
    owners.push({ ...owner, companyId: await createCompany(request, owner.tokens, name), name });
  }
  const email = await sendQuote(
    request,
    owners.map((o) => o.companyId),
  );

  // 1. The client opens the confirmation link of the mail.
  await page.goto(`/presupuestos/confirmar/${await mailedConfirmToken(email)}`);
  await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
  for (const o of owners) await expect(page.getByRole('link', { name: o.name })).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'quote-confirmed-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'quote-confirmed-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Seguir mi solicitud' }).click();
  await expect(page.getByRole('heading', { name: 'Tu solicitud de presupuesto' })).toBeVisible();
  const followUrl = page.url();

  // 2. Each company has it in its inbox.
  for (const o of owners) {
    await signInWithTokens(page, o.tokens);
    await page.goto('/my-profile/solicitudes');
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Solicitud de presupuesto' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Cambiar la bañera');
  }

  // 3. The first answers from its inbox.
  const first = owners[0] as (typeof owners)[number];
  await signInWithTokens(page, first.tokens);
  await page.goto('/my-profile/solicitudes');
  await page.getByTestId('inbox-item').getByRole('link', { name: 'Lucía Martín' }).click();
  await page.getByLabel('Tu respuesta').fill('Podemos pasar el martes a verlo. ¿Le va bien por la mañana?');
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(toast(page, 'Respuesta enviada')).toBeVisible();
  await expect(page.getByTestId('conversation-message')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await snap(page, 'inbox-answered-1280');
  // The client's mail: from the conversation's relayed address, with the follow link.
  await expect.poll(() => latestMailTo(email, 'ha respondido') ?? '').toContain('ha respondido');
  const answerMail = latestMailTo(email, 'ha respondido') ?? '';
  // A company that answered is a real contact: the client is invited to review it (issue 19).
  await expect.poll(() => latestMailTo(email, '/valorar/') ?? '').toContain('/valorar/');
  expect(answerMail).toMatch(/Reply-To: r\+[0-9a-f]{20}@/i);
  expect(answerMail).toContain('/presupuestos/seguimiento/');

  // 3b. The client replies from their mail: to the Reply-To address, through the server's receiver.
  const replyTo = answerMail.match(/^Reply-To: <?(r\+[0-9a-f]{20}@[^\s>]+)>?/im)?.[1] as string;
  const smtp = createTransport({ host: '127.0.0.1', port: Number(process.env.E2E_INBOUND_SMTP_PORT), secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: email,
    to: replyTo,
    subject: 'Re: Reformas Norte ha respondido a tu solicitud de presupuesto',
    text: 'El martes por la mañana me viene perfecto.\n\nEl mar, 24 nov 2026, Cimenta escribió:\n> Podemos pasar el martes a verlo.',
  });
  smtp.close();
  await page.reload();
  const thread = page.getByTestId('conversation-message');
  await expect(thread).toHaveCount(2);
  await expect(thread.last()).toContainText('El martes por la mañana me viene perfecto.');
  await expect(thread.last()).toContainText('por correo');
  // Only the reply, without the quoted answer.
  await expect(thread.last()).not.toContainText('Podemos pasar el martes');

  // 4. The client reads it on the follow page, replies and shares the phone with that company.
  await page.goto(followUrl);
  const section = page.getByRole('region', { name: first.name });
  await expect(section.getByText('Podemos pasar el martes')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'quote-follow-1280');
  await section.getByLabel(`Tu mensaje a ${first.name}`).fill('Sí, el martes a las 10 me va bien.');
  await section.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Mensaje enviado a la empresa')).toBeVisible();
  await expect(section.getByTestId('conversation-message')).toHaveCount(3);
  await section.getByRole('button', { name: 'Mostrar mi teléfono a esta empresa' }).click();
  await expect(section.getByText('Esta empresa ya puede ver tu teléfono.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'quote-follow-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 5. The company sees the whole conversation and, now, the phone.
  await signInWithTokens(page, first.tokens);
  await page.goto('/my-profile/solicitudes');
  await page.getByTestId('inbox-item').getByRole('link', { name: 'Lucía Martín' }).click();
  await expect(page.getByTestId('conversation-message')).toHaveCount(3);
  await expect(page.getByText('Sí, el martes a las 10 me va bien.')).toBeVisible();
  await expect(page.getByText('612345678')).toBeVisible();

  // 6. Its statistics count this week's request and its answer, in the chart and the table.
  await page.goto('/my-profile/estadisticas');
  const thisWeek = page.getByTestId('statistics-table').locator('tbody tr').last();
  await expect(thisWeek.locator('[data-series="requests"]')).toHaveText('1');
  await expect(thisWeek.locator('[data-series="answers"]')).toHaveText('1');
  const received = page.getByRole('figure', { name: 'Contactos, solicitudes y respuestas' });
  await expect(received).toContainText('Solicitudes de presupuesto: 1.');
  await expect(received).toContainText('Respuestas: 1.');
  await expect(received.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await snap(page, 'statistics-answered-1280');
  // The others still cannot see it.
  const second = owners[1] as (typeof owners)[number];
  await signInWithTokens(page, second.tokens);
  await page.goto('/my-profile/solicitudes');
  await page.getByTestId('inbox-item').getByRole('link', { name: 'Lucía Martín' }).click();
  await expect(page.getByText('El cliente aún no ha compartido su teléfono.')).toBeVisible();
  await expect(page.getByTestId('conversation-message')).toHaveCount(0);
});
