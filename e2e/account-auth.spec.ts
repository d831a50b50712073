import { SignJWT } from 'jose';
import { createUser, expectAccessible, PASSWORD, signInWithTokens, toast, uniqueEmail } from './support/account';
import { jwtSecret, latestMailTo } from './support/data-dir';
import { expect, test } from './support/test';

// Long browser flows against the real server; the machine may be busy with other suites.
test.describe.configure({ timeout: 120_000 });

test('sign-in: field errors, wrong credentials toast, then success', async ({ page, request }) => {
  const user = await createUser(request);
  // The screens as they open are scanned by axe at 375 and 1280 px in account-screens.spec.ts.
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
  await page.getByLabel('Correo Electronico').fill('no-es-correo');
  await page.getByLabel('Correo Electronico').blur();
  await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();

  await page.getByLabel('Correo Electronico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill('Incorrecta1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'El usuario o la contraseña es incorrecta.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByRole('textbox', { name: 'Contraseña' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(user.name);
});

test('the /my-profile guard sends visitors to sign-in and back after signing in, by keyboard alone', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/my-profile/notifications');
  await expect(page).toHaveURL(/\/sign-in$/);
  // Signing in works by keyboard alone.
  await page.getByLabel('Correo Electronico').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Contraseña' })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-profile\/notifications$/);
  await expect(page.getByRole('switch', { name: 'Nuevos perfiles de empresas' })).toBeVisible();
  // The side menu is reachable with Tab and shows a focus ring.
  const admin = page.getByRole('navigation', { name: 'Menú del perfil' }).getByRole('link', { name: 'Datos administrador' });
  await admin.focus();
  await expect(admin).toBeFocused();
  const outline = await admin.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  // Logout clears local storage and goes home.
  await page.getByRole('navigation', { name: 'Menú del perfil' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refresh')])).toEqual([null, null]);
});

test('/register creates the administrator account and logs in', async ({ page }) => {
  await page.goto('/register');
  const email = uniqueEmail('registro');
  await page.getByLabel('Correo Electronico').fill(email);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Pablo');
  await page.getByLabel('Apellidos').fill('Soler');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('debil');
  await page.getByRole('textbox', { name: 'Repetir contraseña' }).fill('debil');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Mínimo ocho caracteres, con al menos una mayúscula, una minúscula y un número')).toBeVisible();
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repetir contraseña' }).fill(PASSWORD);
  // The privacy policy's box, unticked until the user ticks it (issue 20).
  await expect(page.getByText('Debes aceptar la política de privacidad')).toBeVisible();
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page, 'Registrado con exito ya puedes iniciar sesion')).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText('Aún no has registrado tu empresa')).toBeVisible();
});

test('password recovery end to end with the mail from the outbox', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.getByLabel('Correo Electronico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, te hemos enviado un enlace')).toBeVisible();

  let mail: string | null = null;
  await expect.poll(() => (mail = latestMailTo(user.email)), { timeout: 10_000 }).not.toBeNull();
  const link = /https?:\/\/[^\s"'<>]+\/users\/account\/recovery\/[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0];
  expect(link, 'recovery link in the mail').toBeTruthy();
  await page.goto(new URL(link as string).pathname);

  await expectAccessible(page, '/users/account/recovery');
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('corta');
  await page.getByRole('textbox', { name: 'Confirmar nueva contraseña' }).fill('corta2');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Recuperada9');
  await page.getByRole('textbox', { name: 'Confirmar nueva contraseña' }).fill('Recuperada9');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Correo Electronico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill('Recuperada9');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  // The link is single use, and the page says so at once, before anything is typed (issue 11),
  // silently (no error toast), and leads to a new one. (The same screen, from a link that never
  // worked, is scanned by axe at 375 and 1280 px in account-screens.spec.ts.)
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
  await expect(page.getByText(/ya se ha usado o ha caducado/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nueva contraseña', exact: true })).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
});

async function expiredToken(user: { id: string; email: string }) {
  const key = new TextEncoder().encode(jwtSecret());
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ user: { email: user.email, roles: ['ROLE_USER'], id: user.id } })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(key);
}

test('token expiry: a garbage token logs out; an expired one is refreshed, or the session ends', async ({ page, request }) => {
  // A token that does not decode: logged out, so the guard sends to sign-in.
  await signInWithTokens(page, { token: 'basura.que.no-decodifica', refresh_token: 'x' });
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/sign-in$/);

  // An expired token with a valid refresh token: silent refresh, reload, still signed in.
  const user = await createUser(request);
  const me = await (await request.get('/api/v1/users', { headers: { Authorization: `Bearer ${user.tokens.token}` } })).json();
  await signInWithTokens(page, { token: await expiredToken(me), refresh_token: user.tokens.refresh_token });
  await page.goto('/my-profile');
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(user.name);
  const stored = await page.evaluate(() => localStorage.getItem('refresh'));
  expect(stored).not.toBe(user.tokens.refresh_token);

  // An expired token whose refresh fails: 'Ha expirado la sesión' and sign-in.
  await signInWithTokens(page, { token: await expiredToken(me), refresh_token: 'revocado' });
  await page.goto('/my-profile');
  await expect(toast(page, 'Ha expirado la sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
