/**
 * Reviews (issue 19), as people meet them: a contact made in the browser leads to a mailed link
 * (read from the outbox), the review is published with photos, reported, and answered by the
 * company; the screens at 375 and 1280 px pass axe.
 */
import { expectNoHorizontalOverflow, snap } from './helpers/public';
import { createCompany, createUser, signInWithTokens, toast, uniqueEmail } from './support/account';
import { OUTBOX_DIR } from './support/data-dir';
import { MODERATOR } from './support/moderator';
import { expect, test } from './support/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectNoSeriousViolations } from './support/axe';

/** The review link mailed to `email` (the invitation, not the copy of the contact sent to the company). */
function reviewLink(email: string): string | null {
  if (!existsSync(OUTBOX_DIR)) return null;
  for (const f of readdirSync(OUTBOX_DIR)) {
    const raw = readFileSync(resolve(OUTBOX_DIR, f), 'utf8').replace(/=\r?\n/g, '');
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) {
      const m = raw.match(/\/valorar\/[\w-]+/);
      if (m) return m[0];
    }
  }
  return null;
}

/** Two small JPEG photos (80×60, one colour each). */
const PHOTOS = [
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAA8AFADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAQF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AigJmQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//9k=',
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAA8AFADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwCMtAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP/Z',
].map((b) => Buffer.from(b, 'base64'));

test('a contact leads to a mailed link, a published review with photos, a report and the company’s answer', async ({ page, request }) => {
  test.slow();
  const owner = await createUser(request, { name: 'Marta', lastname: 'Ruiz' });
  const companyId = await createCompany(request, owner.tokens, 'Reformas Opinión Real');
  const client = uniqueEmail('cliente');

  // 1. The visitor contacts the company from its page.
  await page.goto(`/company/${companyId}`);
  const form = page.getByRole('region', { name: 'Contacta con la empresa' });
  await form.getByLabel('Nombre').fill('Lucía Martín');
  await form.getByLabel('Correo electrónico').fill(client);
  await form.getByLabel('Mensaje').fill('Hola, quiero reformar el baño de casa. ¿Podéis darme presupuesto?');
  await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  // The form's own status (a toast says it too, once its code has loaded: two texts at once).
  await expect(form.getByRole('status')).toContainText('Tu mensaje se ha enviado a la empresa');

  // 2. The invitation arrives (at once in development) with a single-use link.
  await expect.poll(() => reviewLink(client), { timeout: 30_000 }).not.toBeNull();
  const link = reviewLink(client) as string;

  // 3. The review, with its photos.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Tu opinión sobre Reformas Opinión Real' })).toBeVisible();
  await expect(page.getByText('Se publicará firmada como «Lucía M.»')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'review-form-1280');
  await page.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(page.getByText('Elige de 1 a 5 estrellas').first()).toBeVisible();
  for (const [label, n] of [
    ['Valoración general', 4],
    ['Calidad del trabajo', 5],
    ['Cumplimiento de plazos', 3],
    ['Precio final frente al presupuestado', 4],
  ] as const) {
    // A star is the label of a visually hidden radio: click the star, as a person does.
    const id = await page.getByLabel(`${label}: ${n} de 5`).getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await expect(page.getByLabel(`${label}: ${n} de 5`)).toBeChecked();
  }
  await page
    .getByLabel('Tu opinión')
    .fill('Reformaron el baño en tres semanas. Buen acabado, limpieza diaria y el precio final subió poco.');
  const work = page.getByRole('combobox', { name: 'Tipo de trabajo' });
  await work.click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Mes en que terminó el trabajo').fill('2026-05');
  await page.locator('input[type=file]').setInputFiles([
    { name: 'antes.jpg', mimeType: 'image/jpeg', buffer: PHOTOS[0] as Buffer },
    { name: 'despues.jpg', mimeType: 'image/jpeg', buffer: PHOTOS[1] as Buffer },
  ]);
  await page.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu opinión!' })).toBeVisible();

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByText('Ya has enviado tu opinión con este enlace')).toBeVisible();

  // 4. On the company page: the review, its photos, the averages and the rules.
  await page.goto(`/company/${companyId}`);
  const review = page.getByTestId('review').filter({ hasText: 'Lucía M.' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: /Foto \d de 2 de la opinión de Lucía M\./ })).toHaveCount(2);
  await expect(page.getByTestId('rating-summary')).toContainText('1 opinión');
  await expect(page.getByRole('link', { name: 'Cómo moderamos las opiniones' })).toHaveAttribute('href', '/normas-de-opiniones');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join('\n')).toContain('"AggregateRating"');

  // 5. Anyone can report it; it stays published.
  await review.getByRole('button', { name: 'Denunciar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar esta opinión' });
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
  await dialog.getByLabel('Publica datos personales').check();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(toast(page, 'Un moderador revisará la opinión')).toBeVisible();
  await expect(review).toBeVisible();

  // 6. The company answers once from Mi perfil.
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile/opiniones');
  await expect(page.getByText('Lucía M.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('textbox', { name: 'Tu respuesta pública' }).fill('Gracias, Lucía. Fue un placer trabajar en tu casa.');
  await page.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(toast(page, 'Respuesta publicada')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tu respuesta pública' })).toHaveCount(0);
  await page.goto(`/company/${companyId}`);
  await expect(review.getByText('Respuesta de la empresa')).toBeVisible();
  await expect(review).toContainText('Fue un placer trabajar en tu casa.');
  await snap(page, 'company-reviews-1280');

  // 7. A moderator keeps it (nothing wrong in it), and the decision is in the log.
  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.status()).toBe(200);
  await signInWithTokens(page, await login.json());
  await page.goto('/admin');
  const reported = page.getByLabel('Opinión de Lucía M. sobre Reformas Opinión Real', { exact: true });
  await expect(reported).toContainText('Publica datos personales');
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-reports-1280');
  await reported.getByRole('button', { name: 'Retirar' }).click();
  await expect(reported.getByText('Indica el motivo: se enviará a quien escribió la opinión')).toBeVisible();
  await reported.getByLabel('Motivo de la decisión').fill('No contiene datos personales: el nombre es el de la propia empresa.');
  await reported.getByRole('button', { name: 'Mantener publicada' }).click();
  await expect(toast(page, 'Decisión guardada')).toBeVisible();
  await expect(reported).toHaveCount(0);
  await page.getByRole('tab', { name: 'Registro de decisiones' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Opinión de Lucía M. sobre Reformas Opinión Real' });
  await expect(row).toContainText('Mantenida');
  await expect(row).toContainText(MODERATOR.email);

  // 8. The same screens on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/company/${companyId}#opiniones`);
  await review.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'company-reviews-375');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Registro de decisiones' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-log-375');
  await page.goto('/normas-de-opiniones');
  await expect(page.getByRole('heading', { name: 'Normas de las opiniones' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
