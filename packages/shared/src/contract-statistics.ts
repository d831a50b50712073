/** The company's statistics (issue 20), spread into `contract` (contract.ts). */
import { endpoint } from './contract-endpoint';
import { statisticsSchema } from './statistics';

export const statisticsCalls = {
  'GET /my-profile/statistics': endpoint({
    tag: 'Estadísticas',
    summary: 'Estadísticas de mi empresa: visitas, apariciones, contactos, solicitudes y respuestas por semana (últimas 12)',
    auth: true,
    ok: statisticsSchema,
    errors: [404],
  }),
} as const;
