/** Login, token refresh and password recovery. */
import { loginSchema, MSG, refreshSchema, resetRequestSchema, resetUpdateSchema, tokenPairSchema } from '@cimenta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authService } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);
  const tags = ['Autenticación'];
  const strict = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.post(
    '/auth/login',
    { config: strict, schema: { tags, summary: 'Iniciar sesión', body: loginSchema, response: { 200: tokenPairSchema } } },
    (req) => auth.login(req.body.email, req.body.password),
  );
  app.post(
    '/auth/token/refresh',
    { schema: { tags, summary: 'Renovar el token (rotación)', body: refreshSchema, response: { 200: tokenPairSchema } } },
    (req) => auth.refresh(req.body.refresh_token),
  );
  app.post(
    '/auth/password/reset',
    { config: strict, schema: { tags, summary: 'Pedir el enlace de recuperación', body: resetRequestSchema } },
    async (req) => {
      await auth.requestReset(req.body.email);
      return { message: MSG.resetRequested };
    },
  );
  app.post(
    '/auth/password/check',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Comprobar si el enlace de recuperación sigue valiendo (sin usarlo)',
        body: resetUpdateSchema.pick({ token: true }),
      },
    },
    async (req) => {
      await auth.checkReset(req.body.token);
      return { valid: true };
    },
  );
  app.post(
    '/auth/password/update',
    { config: strict, schema: { tags, summary: 'Fijar la contraseña con el enlace', body: resetUpdateSchema } },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return { message: MSG.passwordUpdated };
    },
  );
};
