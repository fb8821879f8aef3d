// The app context: every dependency a route or a service uses, built once per app by buildApp and handed on
// explicitly (app.ctx in routes, a `ctx` argument in services). Two apps in one process (the tests run several)
// share nothing.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { type Auth, createAuth, type PasswordHashing } from './platform/auth.ts';
import type { Clock } from './platform/clock.ts';
import { resolveAuthSecret } from './platform/auth-secret.ts';
import { type BackgroundTasks, createBackgroundTasks } from './platform/background.ts';
import { type Cache, createCache } from './platform/cache.ts';
import { createMailTransport } from './platform/email/transport.ts';
import { createEmailWorker, type EmailWorker } from './platform/email/worker.ts';
import { createEmailScreen } from './features/notifications/email-screen.ts';
import { createEventBus, type EventBus } from './platform/events/bus.ts';
import { createListingSearch } from './features/offers/search/listing-search.ts';
import { createSearchPort, detectSearchIndex, type SearchPort } from './features/offers/search/port.ts';
import { createJobRunner, type JobRunner } from './platform/jobs.ts';
import { createPushSender, type PushSender } from './platform/push/sender.ts';
import { resolveVapidKeys } from './platform/push/vapid.ts';
import type { Storage } from './platform/storage.ts';
import { createKnownDevices, type KnownDevices } from './platform/throttle/known-devices.ts';
import type { RenderPage } from './platform/server-render.ts';
import { createSignInThrottle, type SignInThrottle } from './platform/throttle/sign-in.ts';
import {
  type CounterStore,
  createDatabaseCounterStore,
  createFallbackCounterStore,
  createRedisCounterStore,
} from './platform/throttle/store.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** Directory of the built single-page app; omitted in API tests. */
  webRoot?: string;
  /** The built server render of the public pages (dist/ssr); without it every page renders in the browser. */
  renderPage?: RenderPage;
  clock?: Clock;
  /** How passwords are hashed and checked: better-auth's scrypt unless a test says otherwise. */
  passwordHashing?: PasswordHashing;
};

export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  /** database.db, the handle services query through. */
  db: Database;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Email delivery, a kind of scheduled job: kick() after queueing one. */
  email: EmailWorker;
  /** Web push to members' devices (features/push delivers through it). */
  push: PushSender;
  /** Work due at a time (platform/jobs.ts); features register their kinds' handlers in buildApp. */
  jobs: JobRunner;
  background: BackgroundTasks;
  auth: Auth;
  events: EventBus;
  cache: Cache;
  /** How searched lists are read: with the RUM index where the database has it (features/offers/search/port.ts). */
  search: SearchPort;
  /** Null: the built-in test checkout takes the payment. */
  stripe: Stripe | null;
  /** The counters behind every rate limit, shared by all server processes. */
  counters: CounterStore;
  throttle: { signIn: SignInThrottle; knownDevices: KnownDevices };
  /** Starts the listeners and workers (when the app is ready); stop() ends them. */
  start: (options: { workers: boolean }) => Promise<void>;
  stop: () => Promise<void>;
};

const secondMs = 1000;

export async function createAppContext(deps: AppDeps, log: FastifyBaseLogger): Promise<AppContext> {
  const { config, database, storage } = deps;
  // Read at each call, so a test's fake timers move it too.
  const clock = deps.clock ?? (() => Date.now());
  const jobs = createJobRunner({ db: database.db, clock, log });
  const email = createEmailWorker({
    db: database.db,
    jobs,
    transport: createMailTransport({ smtpUrl: config.smtpUrl, log, logContent: config.env !== 'production' }),
    from: config.mailFrom,
    clock,
    log,
    screen: createEmailScreen({ db: database.db, config, clock }),
  });
  const authSecret = resolveAuthSecret(config);
  if (config.env === 'production' && !config.vapidKeys) {
    log.warn(
      'push is signed with a key pair kept in DATA_DIR: several processes need VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    );
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
  // ioredis reconnects by itself; meanwhile its errors are logged, and the counters fall back to the database.
  redis?.on('error', (error: unknown) => log.warn({ err: error }, 'redis error'));
  await redis?.connect().catch((error: unknown) => {
    throw new Error(`Redis at REDIS_URL could not be reached: ${String(error)}`);
  });
  const databaseCounters = createDatabaseCounterStore(database.db);
  const counters = redis
    ? createFallbackCounterStore(createRedisCounterStore(redis), databaseCounters, (error) =>
        log.warn({ err: error }, 'rate-limit counters fell back to the database'),
      )
    : databaseCounters;
  const events = createEventBus({ database, log });
  const cache = createCache({
    clock,
    database,
    log,
    stores: {
      // The public lists' responses (OFFER_LIST_CACHE_SECONDS; 0 sends every list request to the database) and
      // their totals: counting a million rows is the slow part. The totals' store also keeps the planner's
      // estimates the searches are read by, one or three numbers a search, so it holds many more.
      'offer-pages': { ttlMs: config.offerListCacheSeconds * secondMs, maxEntries: 500, serveStale: true },
      'offer-totals': { ttlMs: 60 * secondMs, maxEntries: 5000, serveStale: true },
      // Where each served list page ended, so the next page seeks from there instead of skipping rows (list.ts).
      'offer-keysets': { ttlMs: 10 * 60 * secondMs, maxEntries: 5000, serveStale: false },
      // Server-rendered public pages (decision 046), as long as the lists they show and, like them, served a moment
      // past that while the next render is made; dropped with them, and with the settings (maintenance), in every
      // process.
      'public-pages': { ttlMs: config.offerListCacheSeconds * secondMs, maxEntries: 500, serveStale: true },
      'admin-counts': { ttlMs: 5 * secondMs, maxEntries: 200, serveStale: false },
      // Every API request checks maintenance mode.
      settings: { ttlMs: secondMs, maxEntries: 1, serveStale: false },
      // The display currencies' rates every page converts with; a rate turning 48 hours old shows within a minute.
      'currency-rates': { ttlMs: 60 * secondMs, maxEntries: 1, serveStale: false },
    },
  });
  const background = createBackgroundTasks(log);
  const search = createSearchPort(
    config.searchIndex === 'gin' ? 'gin' : await detectSearchIndex(database.db),
    config.searchListingIndex ? createListingSearch({ db: database.db, log, clock }) : null,
  );
  log.info({ searchIndex: search.index }, 'searches read the %s index', search.index.toUpperCase());

  return {
    config,
    database,
    db: database.db,
    storage,
    clock,
    log,
    email,
    push: createPushSender({ keys: resolveVapidKeys(config), subject: config.vapidSubject }),
    jobs,
    background,
    auth: createAuth({
      db: database.db,
      config,
      secret: authSecret,
      log,
      events,
      onEmailQueued: () => email.kick(),
      passwordHashing: deps.passwordHashing,
    }),
    events,
    cache,
    search,
    stripe: config.stripeSecretKey ? new Stripe(config.stripeSecretKey) : null,
    counters,
    throttle: {
      signIn: createSignInThrottle(counters, clock),
      knownDevices: createKnownDevices(database.db, clock, config.secure),
    },
    start: async ({ workers }) => {
      await events.start();
      await cache.start();
      // Built in the background; the database answers the searches until it is.
      void search.listings?.ready();
      if (workers) jobs.start();
    },
    stop: async () => {
      await search.listings?.stop();
      await background.settle();
      await jobs.stop();
      await email.stop();
      await events.stop();
      await cache.stop();
      await redis?.quit();
    },
  };
}
