/**
 * `npm run admin:create -- <email>` (issue 19): makes that account a moderator (ROLE_ADMIN). An
 * existing account keeps its password; a new one is created with ADMIN_PASSWORD when set (it must
 * follow the password rule), or with a random password printed once, to be changed after signing in.
 * On the embedded database, stop the server first: PGlite allows one process per data directory.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_ROLE, emailSchema, passwordSchema } from '@cimenta/shared';
import { hash } from '@node-rs/argon2';
import * as t from '../db/schema';
import { moderationRepo } from '../modules/moderation/repo';
import { openConfigured, run } from './open';

run(async () => {
  const email = emailSchema.safeParse(process.argv[2] ?? '');
  if (!email.success) throw new Error('Uso: npm run admin:create -- correo@ejemplo.es');
  const given = process.env.ADMIN_PASSWORD;
  if (given && !passwordSchema.safeParse(given).success)
    throw new Error('ADMIN_PASSWORD no cumple la regla de contraseñas (8 caracteres, mayúscula, minúscula y número).');
  const { database } = await openConfigured();
  try {
    const repo = moderationRepo(database.db);
    if (await repo.grantAdmin(email.data, ADMIN_ROLE)) {
      console.log(`${email.data} ya es moderador: /admin (vuelve a iniciar sesión para verlo en el menú).`);
      return;
    }
    const password = given ?? `Cm${randomBytes(9).toString('base64url')}7`;
    await database.db.insert(t.users).values({
      id: randomUUID(),
      name: 'Moderación',
      lastname: 'Cimenta',
      email: email.data,
      passwordHash: await hash(password),
      roles: ['ROLE_USER', ADMIN_ROLE],
    });
    console.log(`Cuenta de moderación creada: ${email.data}${given ? '' : `, contraseña ${password} (cámbiala al entrar)`}. /admin`);
  } finally {
    await database.close();
  }
});
