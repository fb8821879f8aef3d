// Environment parsed once into one typed object. Every variable is documented in .env.example.
import { z } from 'zod';
import type { S3Options } from './platform/s3-storage.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  OFFER_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  LISTING_ALERT_BATCH: z.coerce.number().int().min(1).max(10_000).default(500),
  SEARCH_INDEX: z.enum(['auto', 'gin']).default('auto'),
  SEARCH_LISTING_INDEX: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dragon Market <no-reply@dragon-market.local>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  PAYMENTS_TEST_MODE: booleanFlag.optional(),
  TEST_CLOCK: z.enum(['stdin']).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be URL-safe base64')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be URL-safe base64')
    .optional(),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .optional(),
  CURRENCY_RATES_URL: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'CURRENCY_RATES_URL must be an http(s) URL or off' }),
    ])
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Served over HTTPS (APP_URL is https): turns on HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** Fastify's trustProxy: false, true, or the addresses/CIDRs of the trusted proxies. */
  trustProxy: boolean | string[];
  /** Signs session cookies and tokens. Required in production; otherwise kept in DATA_DIR (see auth-secret.ts). */
  authSecret: string | undefined;
  /** Origins allowed to send state-changing requests (APP_URL's, plus TRUSTED_ORIGINS; Vite's in development). */
  trustedOrigins: string[];
  authRateLimitPerMinute: number;
  /** Writes allowed per minute to one member (or one address, signed out) while Rate Limit Protection is on. */
  writeRateLimitPerMinute: number;
  /** Throttling and rate-limit counters go to this Redis when set; otherwise to the database. */
  redisUrl: string | undefined;
  /** How long each offer-list response is kept per URL; 0 sends every list request to the database. */
  offerListCacheSeconds: number;
  /** Members a new listing's alerts tell per transaction (offers/alert-fan-out.ts). */
  listingAlertBatch: number;
  /** 'gin' reads searches as without the rum extension even where its index exists (the benchmarks compare). */
  searchIndex: 'auto' | 'gin';
  /** Each server process keeps its own index of the live listings' words for searched pages (decision 062). */
  searchListingIndex: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** An S3-compatible bucket for uploads; local files under DATA_DIR/uploads when unset. */
  s3: S3Options | undefined;
  /** Stripe Checkout for coin packs when the secret key is set; otherwise the built-in test checkout. */
  stripeSecretKey: string | undefined;
  /** Verifies POST /api/payments/webhook; without it the webhook returns 404. */
  stripeWebhookSecret: string | undefined;
  /** The app clock moves on when the parent process says so on stdin (platform/test-clock.ts); never in production. */
  testClock: boolean;
  /** Signs web push requests. When unset, a pair is made on first start and kept in DATA_DIR (push/vapid.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  vapidSubject: string;
  /** The push services a device's endpoint may be on (a host or its parent domain): the server posts to it. */
  pushServiceHosts: string[];
  /**
   * The feed the display currencies' rates are refreshed from once a day (decision 058), or undefined: the bundled
   * table and admins' pins only. Off in tests unless a test names its own.
   */
  currencyRatesUrl: string | undefined;
};

/** A free daily feed of rates against USD, no key needed (ExchangeRate-API's open access). */
const defaultCurrencyRatesUrl = 'https://open.er-api.com/v6/latest/USD';

export class ConfigError extends Error {}

// The push services of Chrome (and the browsers built on it), Firefox, Safari and Edge.
const browserPushServices = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)');
  }
  // Without Stripe the built-in test checkout credits coins for nothing, and coins convert to withdrawable cash.
  if (c.NODE_ENV === 'production' && !c.STRIPE_SECRET_KEY && !c.PAYMENTS_TEST_MODE) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required in production (or PAYMENTS_TEST_MODE=true for a demo without real payments)',
    );
  }
  // Paid orders are credited by the webhook alone: without its secret nobody would get their coins.
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  // A clock that can be moved on would let whoever holds stdin expire deals, holds and tokens at will.
  if (c.NODE_ENV === 'production' && c.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: refused in production');
  }
  // One without the other cannot sign, and a half-configured key would silently be replaced by a generated one.
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // Over plain HTTP the session cookie would not be Secure and HSTS would be off: a production site must be HTTPS.
  if (c.NODE_ENV === 'production' && !appUrl.startsWith('https://')) {
    throw new ConfigError(
      `Invalid configuration: APP_URL must be an https:// address in production (got ${c.APP_URL ?? 'nothing'})`,
    );
  }
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    appUrl,
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    // Demo data (with its published password) is on by default only for the embedded database outside production.
    seedDemo: c.SEED_DEMO ?? (c.NODE_ENV !== 'production' && !c.DATABASE_URL),
    secure: appUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    authSecret: c.AUTH_SECRET,
    trustedOrigins: [
      new URL(appUrl).origin,
      ...(c.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
      ...splitList(c.TRUSTED_ORIGINS).map((o) => new URL(o).origin),
    ],
    authRateLimitPerMinute: c.AUTH_RATE_LIMIT_PER_MINUTE,
    writeRateLimitPerMinute: c.WRITE_RATE_LIMIT_PER_MINUTE,
    redisUrl: c.REDIS_URL,
    offerListCacheSeconds: c.OFFER_LIST_CACHE_SECONDS,
    listingAlertBatch: c.LISTING_ALERT_BATCH,
    searchIndex: c.SEARCH_INDEX,
    searchListingIndex: c.SEARCH_LISTING_INDEX === 'on',
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    supportEmail: c.SUPPORT_EMAIL,
    s3: readS3(c),
    stripeSecretKey: c.STRIPE_SECRET_KEY,
    stripeWebhookSecret: c.STRIPE_WEBHOOK_SECRET,
    testClock: c.TEST_CLOCK === 'stdin',
    vapidKeys:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: c.VAPID_SUBJECT ?? `mailto:${c.SUPPORT_EMAIL}`,
    pushServiceHosts: c.PUSH_SERVICE_HOSTS ? splitList(c.PUSH_SERVICE_HOSTS) : browserPushServices,
    currencyRatesUrl: readCurrencyRatesUrl(c),
  };
}

function readS3(c: z.infer<typeof configSchema>): S3Options | undefined {
  if (!c.S3_BUCKET) return undefined;
  if (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  const endpoint = (c.S3_ENDPOINT ?? `https://s3.${c.S3_REGION}.amazonaws.com`).replace(/\/$/, '');
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    publicUrl: c.S3_PUBLIC_URL ?? `${endpoint}/${c.S3_BUCKET}`,
  };
}

// A test never reaches out to the internet; a deployment gets the public feed unless it says off.
function readCurrencyRatesUrl(c: z.infer<typeof configSchema>): string | undefined {
  if (c.CURRENCY_RATES_URL === 'off') return undefined;
  return c.CURRENCY_RATES_URL ?? (c.NODE_ENV === 'test' ? undefined : defaultCurrencyRatesUrl);
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

// Trusting X-Forwarded-For from anyone would let clients pick their own IP (and dodge per-IP limits),
// so it is off unless the deployment names its proxies.
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return splitList(value);
}
