/** Everything a module needs, built once per app instance. */
import type { Database } from './db/client';
import type { ImageStore } from './infra/images';
import type { Mailer } from './infra/mailer';
import type { Config } from './infra/config';
import type { AuthUser, Tokens } from './lib/auth';
import type { CatalogService } from './modules/catalog/service';

export type AppContext = {
  config: Config;
  database: Database;
  tokens: Tokens;
  mailer: Mailer;
  images: ImageStore;
  catalog: CatalogService;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: 401 unless a valid access token is sent. */
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
