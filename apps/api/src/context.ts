/** What Fastify carries for the routes: the infrastructure, the services and the signed-in user. */
import type { Infra, Services } from './services';
import type { AuthUser } from './lib/auth';

import type { preHandlerAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    infra: Infra;
    services: Services;
    /** Prometheus registry (infra/metrics.ts), served on METRICS_PORT. */
    metrics: { registry: import('prom-client').Registry; address(): ReturnType<import('node:net').Server['address']> | undefined };
    /** `draining` from the moment a shutdown starts: /readyz answers 503 (server.ts). */
    lifecycle: { draining: boolean };
    /** Calls of the shared contract that have a route (checked when the app is built). */
    implementedCalls: Set<string>;
    /** The SMTP receiver of relayed replies (infra/inbound-mail.ts); absent unless INBOUND_SMTP_PORT is set. */
    inboundMail?: Awaited<ReturnType<typeof import('./infra/inbound-mail').startInboundMail>>;
    /** preHandler: 401 unless a valid access token is sent; sets `req.user`. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** preHandler of every signed write call: one counter per account across all of them (issue 23 §6). */
    accountWriteLimit: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** The call carries images (its body limit is the large one). */
    uploads?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
