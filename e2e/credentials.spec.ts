/**
 * Credentials (issue 19), as people meet them: a company submits its liability insurance with the
 * policy as a PDF from Mi perfil, a moderator verifies it in /admin, and the company page shows
 * the badge with its expiry date, server-rendered; the screens and dialogs at 375 and 1280 px pass axe.
 */
import { expectNoHorizontalOverflow, snap } from './helpers/public';
import { createCompany, createUser, signInWithTokens, toast } from './support/account';
import { MODERATOR } from './support/moderator';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The last day of next year: "31/12/2027" on the badge. */
const year = new Date().getFullYear() + 1;
const expiry = `${year}-12-31`;
const until = `31/12/${year}`;

test('a company submits its insurance with the policy, a moderator verifies it, and the badge shows until its expiry', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createUser(request, { name: 'Andrés', lastname: 'Vidal' });
  const companyId = await createCompany(request, owner.tokens, 'Reformas Asegurada');

  // 1. Mi perfil → Credenciales: nothing yet.
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile');
  await page
    .getByRole('navigation', { name: /perfil/i })
    .getByRole('link', { name: 'Credenciales' })
    .click();
  await expect(page.getByRole('heading', { name: 'Credenciales' })).toBeVisible();
  await expect(page.getByText('Todavía no has enviado ninguna credencial.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'credentials-empty-1280');

  // 2. The insurance form: required fields first, then filled, with the policy as a PDF.
  await page.getByRole('button', { name: 'Añadir credencial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir credencial' });
  await expect(dialog.getByRole('combobox', { name: 'Tipo de credencial' })).toHaveValue('Seguro de responsabilidad civil');
  await dialog.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expect(dialog.getByText('Adjunta la póliza en PDF o en imagen')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'credentials-form-1280', { fullPage: false });
  await dialog.getByLabel('Aseguradora').fill('Mapfre');
  await dialog.getByLabel('Número de póliza').fill('RC-2026-55501');
  await dialog.getByLabel('Cantidad asegurada (€)').fill('600000');
  await dialog.getByLabel('Fecha de caducidad').fill(expiry);
  // A file that is not a PDF or an image is refused before it is sent.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'poliza.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(dialog.getByText('El documento debe ser un PDF o una imagen (JPG, PNG o WebP)')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'poliza.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText(/Elegido: poliza\.pdf/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(toast(page, 'Credencial enviada. Un moderador la revisará')).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Seguro de responsabilidad civil' });
  await expect(item).toContainText('Pendiente de revisión');
  await expect(item).toContainText('Mapfre');
  await expect(item.getByRole('button', { name: /Ver documento/ })).toBeVisible();

  // Not on the company page while pending.
  await page.goto(`/company/${companyId}`);
  await expect(page.getByRole('heading', { name: 'Reformas Asegurada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credenciales verificadas' })).toHaveCount(0);

  // 3. The moderator verifies it in /admin → Credenciales, after opening the policy.
  const login = await request.post('/api/v1/auth/login', { data: MODERATOR });
  expect(login.status()).toBe(200);
  const modTokens = await login.json();
  await signInWithTokens(page, modTokens);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Credenciales' }).click();
  const pending = page.getByRole('region', { name: 'Seguro de responsabilidad civil · Reformas Asegurada' });
  await expect(pending).toContainText('RC-2026-55501');
  await expect(pending).toContainText('Cantidad asegurada: 600.000 €');
  await expect(pending).toContainText(until);
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-credentials-1280');
  const popup = page.waitForEvent('popup');
  await pending.getByRole('button', { name: /Ver documento/ }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  // The reject dialog asks for the reason (and is accessible); cancelled here.
  await pending.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar credencial' });
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Indica el motivo: se enviará a la empresa')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-credentials-reject-1280', { fullPage: false });
  await reject.getByRole('button', { name: 'Cancelar' }).click();
  await pending.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'Decisión guardada')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await page.getByRole('tab', { name: 'Registro de decisiones' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Seguro de responsabilidad civil de Reformas Asegurada' })).toBeVisible();

  // The document stays private: another account cannot download it.
  const [{ id }] = (
    await (await request.get('/api/v1/company/credentials', { headers: { authorization: `Bearer ${owner.tokens.token}` } })).json()
  ).items as { id: string }[];
  const stranger = await createUser(request, { name: 'Curioso', lastname: 'Ajeno' });
  const idor = await request.get(`/api/v1/credentials/${id}/document`, { headers: { authorization: `Bearer ${stranger.tokens.token}` } });
  expect(idor.status()).toBe(404);
  const mine = await request.get(`/api/v1/credentials/${id}/document`, { headers: { authorization: `Bearer ${owner.tokens.token}` } });
  expect(mine.status()).toBe(200);
  expect(mine.headers()['content-type']).toBe('application/pdf');

  // 4. The company page shows the badge with its expiry, in the server's HTML too.
  await page.goto(`/company/${companyId}`);
  const badges = page.getByRole('region', { name: 'Credenciales verificadas' });
  await expect(badges).toContainText(`Seguro de responsabilidad civil · hasta ${until}`);
  await expect(badges).toContainText('Mapfre · cubre 600.000 €');
  await expect(badges).not.toContainText('RC-2026-55501');
  await expectNoSeriousViolations(page);
  await snap(page, 'company-credentials-1280');
  const html = await (await request.get(`/company/${companyId}`)).text();
  expect(html).toContain(`Seguro de responsabilidad civil · hasta ${until}`);
  for (const ld of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(() => JSON.parse(ld)).not.toThrow();

  // 5. The same screens on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await badges.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'company-credentials-375');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Credenciales' }).click();
  await expect(page.getByRole('tab', { name: 'Credenciales', selected: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'admin-credentials-375');
  await signInWithTokens(page, owner.tokens);
  await page.goto('/my-profile/credentials');
  await expect(page.getByRole('listitem', { name: 'Seguro de responsabilidad civil' })).toContainText(`Verificada hasta ${until}`);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
  await snap(page, 'credentials-verified-375');
  await page.getByRole('button', { name: 'Añadir credencial' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Añadir credencial' });
  await phoneDialog.getByRole('combobox', { name: 'Tipo de credencial' }).click();
  await page.getByRole('option', { name: 'Colegio o asociación profesional' }).click();
  await expect(phoneDialog.getByLabel('Número de colegiado o socio')).toBeVisible();
  await expectNoSeriousViolations(page);
  await snap(page, 'credentials-form-375', { fullPage: false });
});
