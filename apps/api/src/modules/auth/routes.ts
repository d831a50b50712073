/** HTTP of login, token refresh, logout, password recovery and the email-change links. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';

export function authRoutes(app: FastifyInstance) {
  const { auth } = app.services;

  implement(app, 'POST /auth/login', ({ body, raw }) => auth.login(body.email, body.password, raw.ip));
  implement(app, 'POST /auth/token/refresh', ({ body }) => auth.refresh(body.refresh_token));
  implement(app, 'POST /auth/logout', async ({ body }) => {
    await auth.logout(body.refresh_token);
    return { message: MSG.loggedOut };
  });
  implement(app, 'POST /auth/password/reset', ({ body }) => {
    auth.requestReset(body.email);
    return { message: MSG.resetRequested };
  });
  implement(app, 'POST /auth/password/check', ({ body }) => auth.checkReset(body.token));
  implement(app, 'POST /auth/password/update', async ({ body }) => {
    await auth.resetPassword(body.token, body.password);
    return { message: MSG.passwordUpdated };
  });
  implement(app, 'POST /auth/email/confirm', async ({ body }) => {
    await auth.confirmEmailChange(body.token);
    return { message: MSG.emailChanged };
  });
  implement(app, 'POST /auth/email/undo', async ({ body }) => {
    await auth.undoEmailChange(body.token);
    return { message: MSG.emailChangeUndone };
  });
}
