/** The composition root: every repo and service is built here, once per app, and shared. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Config } from './infra/config';
import type { ImageStore } from './infra/images';
import type { Mailer } from './infra/mailer';
import type { Tokens } from './lib/auth';
import { tokensRepo } from './modules/auth/repo';
import { authService } from './modules/auth/service';
import { catalogRepo } from './modules/catalog/repo';
import { catalogService } from './modules/catalog/service';
import { companiesRepo } from './modules/companies/repo';
import { companiesService } from './modules/companies/service';
import { projectsRepo } from './modules/projects/repo';
import { projectsService } from './modules/projects/service';
import { usersRepo } from './modules/users/repo';
import { usersService } from './modules/users/service';

export type Infra = { config: Config; database: Database; jwt: Tokens; mailer: Mailer; images: ImageStore; log: FastifyBaseLogger };

export function createServices({ config, database, jwt, mailer, images, log }: Infra) {
  const db = database.db;
  const repos = { users: usersRepo(db), tokens: tokensRepo(db), companies: companiesRepo(db), projects: projectsRepo(db) };
  const catalog = catalogService(catalogRepo(db));
  const auth = authService({ users: repos.users, tokens: repos.tokens, jwt, mailer, config, log });
  const projects = projectsService({ repo: repos.projects, companies: repos.companies, catalog, images });
  const companies = companiesService({ repo: repos.companies, projects, catalog, images, mailer, config, log });
  const users = usersService({ repo: repos.users, auth, companies });
  return { catalog, auth, projects, companies, users };
}
export type Services = ReturnType<typeof createServices>;
