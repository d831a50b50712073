/** HTTP of the company calls (SPEC.md §7); rules live in the service. */
import { MSG } from '@cimenta/shared';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/contract-routes';
import { searchText } from '../../lib/query';
import { countSeen } from '../statistics/routes';

export function companyRoutes(app: FastifyInstance) {
  const { companies, search, visits } = app.services;
  // The read model loads before the server answers, and its feed stops with the app.
  app.addHook('onReady', () => search.start());
  app.addHook('onClose', () => search.close());

  implement(app, 'GET /companies', async ({ query, raw }) => {
    const { search, ...rest } = query;
    // `search` may come bracketed ([name:…]) or plain.
    const out = await companies.list({ ...rest, search: search?.startsWith('[') ? searchText(search).text : search });
    // The cards a browser shows (results, home): appearances in results (modules/statistics).
    countSeen(
      visits,
      raw,
      'appearance',
      out.items.map((c) => c.id),
    );
    return out;
  });
  implement(app, 'GET /companies/:id', async ({ params, raw }) => {
    const company = await companies.detail(params.id);
    countSeen(visits, raw, 'view', [company.id]);
    return company;
  });
  implement(app, 'POST /companies', ({ user, body }) => companies.create(user.id, body));
  implement(app, 'PUT /companies/:id', async ({ user, params, body }) => ({
    message: MSG.changesSaved,
    company: await companies.update(user.id, params.id, body),
  }));
  const image =
    (type: 'Logo' | 'Photo' | 'Picture') =>
    async ({ user, params }: { user: { id: string }; params: { id: string } }) => ({
      message: MSG.imageDeleted,
      company: await companies.deleteImage(user.id, params.id, type),
    });
  implement(app, 'DELETE /companies/:id/logo', image('Logo'));
  implement(app, 'DELETE /companies/:id/photo', image('Photo'));
  implement(app, 'DELETE /companies/:id/picture', image('Picture'));
  implement(app, 'DELETE /company', async ({ user }) => {
    await app.services.auth.assertSessionLive(user);
    await companies.deleteOwn(user.id);
    return { message: MSG.companyDeleted };
  });
  implement(app, 'POST /companies/:id/contact', async ({ params, body }) => {
    await companies.contact(params.id, body.contact);
    return { message: MSG.contactSent };
  });
}
