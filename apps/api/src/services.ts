/** The composition root: every repo and service is built here, once per app, and shared. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Config } from './infra/config';
import type { ImageStore } from './infra/images';
import type { Jobs } from './infra/jobs';
import type { ObjectStorage } from './infra/storage';
import type { Mailer } from './infra/mailer';
import type { Tokens } from './lib/auth';
import { tokensRepo } from './modules/auth/repo';
import { authService } from './modules/auth/service';
import { catalogRepo } from './modules/catalog/repo';
import { catalogService } from './modules/catalog/service';
import { companiesRepo } from './modules/companies/repo';
import { companiesService } from './modules/companies/service';
import { landingService } from './modules/landing/service';
import { projectsRepo } from './modules/projects/repo';
import { type SearchTimings, searchService } from './modules/search/service';
import { TextIndex } from './modules/search/text';
import { projectsService } from './modules/projects/service';
import { usersRepo } from './modules/users/repo';
import { usersService } from './modules/users/service';

export type Infra = {
  config: Config;
  database: Database;
  jwt: Tokens;
  /** The durable job queue (infra/jobs.ts); `mailer` queues on it. */
  jobs: Jobs;
  mailer: Mailer;
  /** Uploaded files: local folder or S3-compatible bucket (infra/storage.ts). */
  storage: ObjectStorage;
  images: ImageStore;
  log: FastifyBaseLogger;
};

export function createServices({ config, database, jwt, mailer, images, log }: Infra, searchTimings?: SearchTimings) {
  const db = database.db;
  const repos = { users: usersRepo(db), tokens: tokensRepo(db), companies: companiesRepo(db), projects: projectsRepo(db) };
  // Activity totals are the read model's counts (`search` is built just below; called later).
  const catalog = catalogService(catalogRepo(db), async () => (await search.groupCounts()).activities);
  const auth = authService({ users: repos.users, tokens: repos.tokens, jwt, mailer, config, log });
  const search = searchService({ db, catalog, repo: repos.companies, log, text: (ref) => new TextIndex(ref), ...searchTimings });
  const projects = withFeed(projectsService({ repo: repos.projects, companies: repos.companies, catalog, images }), async (userId) => {
    const id = await repos.companies.idOfOwner(userId);
    if (id) await search.changed([id]);
  });
  const companies = companiesService({ repo: repos.companies, search, projects, catalog, images, mailer, config });
  const users = usersService({ repo: repos.users, auth, companies });
  const landing = landingService({ search, catalog, companies, publicUrl: config.publicUrl });
  return { catalog, auth, projects, companies, users, search, landing };
}
export type Services = ReturnType<typeof createServices>;

/** A portfolio write changes the company's detail and its completeness: the read model hears it at once. */
function withFeed<T extends { create: F; update: F; remove: F }, F extends (userId: string, ...rest: never[]) => Promise<unknown>>(
  service: T,
  changed: (userId: string) => Promise<void>,
): T {
  const wrap =
    <G extends F>(f: G) =>
    async (userId: string, ...rest: never[]) => {
      const out = await f(userId, ...rest);
      await changed(userId);
      return out;
    };
  return { ...service, create: wrap(service.create), update: wrap(service.update), remove: wrap(service.remove) };
}
