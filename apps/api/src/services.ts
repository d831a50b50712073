/** The composition root: every repo and service is built here, once per app, and shared. */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Config } from './infra/config';
import type { ImageStore } from './infra/images';
import { quotePhotos } from './modules/quotes/photos';
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
import { credentialsRepo } from './modules/credentials/repo';
import { credentialsService } from './modules/credentials/service';
import { landingService } from './modules/landing/service';
import { pricesRepo } from './modules/prices/repo';
import { pricesService } from './modules/prices/service';
import { projectsRepo } from './modules/projects/repo';
import { conversationsRepo } from './modules/conversations/repo';
import { conversationsService } from './modules/conversations/service';
import { inboxRepo } from './modules/inbox/repo';
import { inboxService } from './modules/inbox/service';
import { weeklySummaryService } from './modules/inbox/weekly-summary';
import { weeklySummaryRepo } from './modules/inbox/weekly-summary-repo';
import { quotesRepo } from './modules/quotes/repo';
import { quotesService } from './modules/quotes/service';
import { signedTokens } from './lib/signed';
import { type SearchTimings, searchService } from './modules/search/service';
import { TextIndex } from './modules/search/text';
import { projectsService } from './modules/projects/service';
import { moderationRepo } from './modules/moderation/repo';
import { moderationService } from './modules/moderation/service';
import { companyModerationRepo, companyModerationService } from './modules/moderation/companies';
import { reviewsRepo } from './modules/reviews/repo';
import { reviewsService } from './modules/reviews/service';
import { usersRepo } from './modules/users/repo';
import { statisticsRepo } from './modules/statistics/repo';
import { statisticsService } from './modules/statistics/service';
import { visitCounter } from './modules/statistics/visitors';
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
  /** Private documents (credentials): a bucket or folder no route serves as it is. */
  privateStorage: ObjectStorage;
  images: ImageStore;
  log: FastifyBaseLogger;
};

export function createServices({ config, database, jwt, jobs, mailer, images, log, privateStorage }: Infra, searchTimings?: SearchTimings) {
  const db = database.db;
  const repos = { users: usersRepo(db), tokens: tokensRepo(db), companies: companiesRepo(db), projects: projectsRepo(db) };
  // Activity totals are the read model's counts (`search` is built just below; called later).
  const catalog = catalogService(catalogRepo(db), async () => (await search.groupCounts()).activities);
  const auth = authService({ users: repos.users, tokens: repos.tokens, jwt, mailer, config, log });
  const search = searchService({
    db,
    catalog,
    repo: repos.companies,
    log,
    // The text engine's kept answers take their share of the caches' budget (infra/cache-budget.ts).
    text: (ref) => new TextIndex(ref, { cacheBytes: () => search.cacheBudget().of.textAnswers }),
    cacheBytes: config.cacheMemoryBytes,
    snapshot: config.searchSnapshot ? { dir: join(config.dataDir, 'search') } : undefined,
    // PGlite serves one process from its own files: the LRU alone there.
    cardStore: config.searchCardStore && database.kind === 'postgres' ? { dir: join(config.dataDir, 'search') } : undefined,
    ...searchTimings,
  });
  const projects = withFeed(projectsService({ repo: repos.projects, companies: repos.companies, catalog, images }), async (userId) => {
    const id = await repos.companies.idOfOwner(userId);
    if (id) await search.changed([id]);
  });
  const reviews = reviewsService({
    repo: reviewsRepo(db),
    catalog,
    images,
    mailer,
    jobs,
    config,
    companyIdOf: (userId) => repos.companies.idOfOwner(userId),
  });
  const modRepo = moderationRepo(db);
  const credentials = credentialsService({
    repo: credentialsRepo(db),
    documents: privateStorage,
    mailer,
    publicUrl: config.publicUrl,
    companyIdOf: (userId) => repos.companies.idOfOwner(userId),
    rolesOf: (userId) => modRepo.moderator(userId),
    changed: (companyId) => search.changed([companyId]),
  });
  const convRepo = conversationsRepo(db);
  const companies = companiesService({
    repo: repos.companies,
    search,
    projects,
    catalog,
    images,
    mailer,
    config,
    reviews,
    credentials,
    mailPrefs: convRepo.prefs,
  });
  const users = usersService({ repo: repos.users, auth, companies });
  const prices = pricesService({ repo: pricesRepo(db), catalog, search, publicUrl: config.publicUrl });
  const landing = landingService({ search, catalog, companies, prices, publicUrl: config.publicUrl });
  const moderation = moderationService({ repo: modRepo, mailer, publicUrl: config.publicUrl });
  const companyModeration = companyModerationService({ repo: companyModerationRepo(db), moderation, changed: search.changed });
  const statsRepo = statisticsRepo(db);
  const visits = visitCounter({ repo: statsRepo, log, flushMs: config.statsFlushMs });
  const statistics = statisticsService({
    repo: statsRepo,
    companyIdOf: (userId) => repos.companies.idOfOwner(userId),
    fastReplyOf: (id) => search.fastReply(id),
    // This process's views first, so an owner sees a visit made a second ago.
    flush: () => visits.flush(),
  });
  const qRepo = quotesRepo(db);
  const signed = signedTokens(jwt);
  const quotes = quotesService({
    repo: qRepo,
    catalog,
    photos: quotePhotos({ storage: privateStorage, legacy: images, signed, publicUrl: config.publicUrl }),
    mailer,
    signed,
    config,
    prefs: convRepo.prefs,
    changed: search.changed,
  });
  const companyIdOf = (userId: string) => repos.companies.idOfOwner(userId);
  const conversations = conversationsService({
    repo: convRepo,
    quotesRepo: qRepo,
    quotes,
    mailer,
    config,
    companyIdOf,
    changed: search.changed,
    reviews,
  });
  return {
    visits,
    statistics,
    catalog,
    auth,
    projects,
    companies,
    users,
    search,
    landing,
    prices,
    reviews,
    moderation,
    companyModeration,
    credentials,
    quotes,
    conversations,
    inbox: inboxService({ repo: inboxRepo(db), companyIdOf, describe: quotes.describe, messages: conversations.messages }),
    weeklySummary: weeklySummaryService({ repo: weeklySummaryRepo(db), mailer, publicUrl: config.publicUrl }),
  };
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
