/** The user's own account. */
import { changePasswordSchema, MSG, registerUserSchema, tokenPairSchema, updateUserSchema } from '@cimenta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors';
import { authService } from '../auth/service';
import { companiesService } from '../companies/service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);
  const companies = companiesService(app.ctx);
  const tags = ['Usuarios'];
  const guarded = { preHandler: app.requireUser };
  const security = [{ bearer: [] }];
  const me = (req: { user: { id: string } | null }) => (req.user as { id: string }).id;

  async function profile(id: string) {
    const u = await auth.users.byId(id);
    if (!u) throw notFound();
    const companyId = await companies.companyIdOf(id);
    return {
      id: u.id,
      name: u.name,
      lastname: u.lastname,
      email: u.email,
      roles: u.roles,
      company: companyId ? await companies.get(companyId) : null,
    };
  }

  app.post(
    '/users',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Registrar un administrador', body: registerUserSchema, response: { 200: tokenPairSchema } },
    },
    (req) => auth.register(req.body),
  );
  app.get('/users', { ...guarded, schema: { tags, security, summary: 'Perfil del usuario con su empresa' } }, (req) => profile(me(req)));
  app.put(
    '/users',
    { ...guarded, schema: { tags, security, summary: 'Actualizar nombre, apellidos y correo', body: updateUserSchema } },
    async (req) => {
      if (!(await auth.users.update(me(req), req.body))) throw conflict(MSG.emailTaken);
      return { message: MSG.profileUpdated, user: await profile(me(req)) };
    },
  );
  app.put(
    '/users/password',
    { ...guarded, schema: { tags, security, summary: 'Cambiar la contraseña', body: changePasswordSchema } },
    async (req) => {
      await auth.changePassword(me(req), req.body.actual, req.body.new);
      return { message: MSG.passwordUpdated };
    },
  );
};
