/**
 * The calls of credentials (issue 19), spread into `contract` (contract.ts). The document itself
 * is served by `GET /credentials/:id/document` (a file, not JSON: apps/api credentials/routes.ts).
 */
import { z } from 'zod';
import { endpoint } from './contract-endpoint';
import { credentialDecisionSchema, credentialSchema, pendingCredentialSchema, submitCredentialSchema } from './credentials';
import { messageSchema } from './entities';
import { uuidSchema } from './schemas';

const CREDENTIALS = 'Credenciales';
const idParams = z.object({ id: uuidSchema });

export const credentialCalls = {
  'GET /company/credentials': endpoint({
    tag: CREDENTIALS,
    summary: 'Credenciales de mi empresa, con su estado',
    auth: true,
    ok: z.object({ items: z.array(credentialSchema) }),
    errors: [404],
  }),
  'POST /company/credentials': endpoint({
    tag: CREDENTIALS,
    summary: 'Enviar una credencial de mi empresa (CIF/NIF, seguro, REA, colegio) con su documento privado',
    auth: true,
    uploads: true,
    body: submitCredentialSchema,
    ok: messageSchema.extend({ credential: credentialSchema }),
    errors: [404, 409],
  }),
  'DELETE /company/credentials/:id': endpoint({
    tag: CREDENTIALS,
    summary: 'Borrar una credencial de mi empresa y su documento',
    auth: true,
    params: idParams,
    ok: messageSchema,
    errors: [403, 404],
  }),
  'GET /admin/credentials': endpoint({
    tag: 'Moderación',
    summary: 'Credenciales pendientes de verificar, las más antiguas primero, con la comprobación del CIF/NIF',
    auth: true,
    ok: z.object({ items: z.array(pendingCredentialSchema) }),
    errors: [403],
  }),
  'POST /admin/credentials/:id/decision': endpoint({
    tag: 'Moderación',
    summary: 'Verificar o rechazar una credencial (rechazar exige un motivo, que se envía a la empresa)',
    auth: true,
    params: idParams,
    body: credentialDecisionSchema,
    ok: messageSchema,
    errors: [403, 404, 409],
  }),
} as const;
