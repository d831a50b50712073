/** The calls of the price guide (issue 20), spread into `contract` (contract.ts). */
import { z } from 'zod';
import { endpoint, intParam } from './contract-endpoint';
import { MSG } from './messages';
import { priceLinkSchema, pricePageSchema } from './prices';

const PRICES = 'Precios';
const slug = z.string().max(100, MSG.invalidQuery);

export const priceCalls = {
  'GET /prices': endpoint({
    tag: PRICES,
    summary:
      'Páginas de precios con cifra (al menos 5 proyectos): por actividad y por actividad y provincia; filtrables por actividad (id) y provincia (slug); `limit`: las de más proyectos',
    query: z.object({ activity: intParam, province: slug.optional(), limit: intParam }),
    ok: z.object({ items: z.array(priceLinkSchema) }),
  }),
  'GET /prices/:activity': endpoint({
    tag: PRICES,
    summary: 'Precios de una actividad en España (mediana y cuartiles del total y del €/m²); 404 sin 5 proyectos',
    params: z.object({ activity: slug }),
    ok: pricePageSchema,
    errors: [404],
  }),
  'GET /prices/:activity/:province': endpoint({
    tag: PRICES,
    summary: 'Precios de una actividad en una provincia; 404 sin 5 proyectos',
    params: z.object({ activity: slug, province: slug }),
    ok: pricePageSchema,
    errors: [404],
  }),
};
