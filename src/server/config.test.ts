import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite under ./data and demo data on', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      env: 'development',
    });
    expect(c.appUrl).toBe('http://localhost:3000');
  });

  it('turns demo data off by default in production and on PostgreSQL, and honours SEED_DEMO', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://market.example.org',
      AUTH_SECRET: 'x'.repeat(32),
      PAYMENTS_TEST_MODE: 'true',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/market' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/market', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    }
  });

  it('strips a trailing slash from APP_URL and knows when it is served over HTTPS', () => {
    const c = loadConfig({ APP_URL: 'https://market.example.org/' });
    expect(c).toMatchObject({ appUrl: 'https://market.example.org', secure: true });
    expect(loadConfig({}).secure).toBe(false);
  });

  it('refuses production without a payment provider unless test mode is asked for, and Stripe without its webhook secret', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://market.example.org', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY: required in production/);
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' })).not.toThrow();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripeSecretKey,
    ).toBe('sk_live_x');
  });

  it('refuses production without an https APP_URL, in one line', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS_TEST_MODE: 'true' };
    for (const appUrl of [undefined, 'http://market.example.org', 'http://localhost:3000']) {
      const env = appUrl ? { ...production, APP_URL: appUrl } : production;
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as Error).message).toBe(
          `Invalid configuration: APP_URL must be an https:// address in production (got ${appUrl ?? 'nothing'})`,
        );
      }
    }
    const served = loadConfig({ ...production, APP_URL: 'https://market.example.org' });
    expect(served).toMatchObject({ env: 'production', secure: true });
    // Outside production plain HTTP stays allowed (development, tests, e2e).
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3250' }).secure).toBe(false);
  });

  it('moves the clock from stdin only when asked, and never in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'stdin' }).testClock).toBe(true);
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://market.example.org',
      AUTH_SECRET: 'x'.repeat(32),
      PAYMENTS_TEST_MODE: 'true',
    };
    expect(loadConfig(production).testClock).toBe(false);
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'stdin' })).toThrow(/TEST_CLOCK: refused in production/);
  });

  it('takes a VAPID key pair whole or not at all, and signs pushes as the support address by default', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(loadConfig({}).vapidSubject).toBe('mailto:support@example.com');
    expect(loadConfig({}).pushServiceHosts).toContain('fcm.googleapis.com');
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, 127.0.0.1' }).pushServiceHosts).toEqual([
      'push.example.com',
      '127.0.0.1',
    ]);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      vapidKeys: { publicKey, privateKey },
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'not a key!' })).toThrow(/VAPID_PRIVATE_KEY must be URL-safe base64/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone@example.com' })).toThrow(/mailto: or https:/);
  });

  it('requires a long AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });

  it('trusts state-changing requests from the app origin, and Vite in development', () => {
    expect(loadConfig({ APP_URL: 'https://market.example.org/' }).trustedOrigins).toEqual([
      'https://market.example.org',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'test', TRUSTED_ORIGINS: 'https://admin.example.org/path, https://x.example' })
        .trustedOrigins,
    ).toEqual(['http://localhost:3000', 'https://admin.example.org', 'https://x.example']);
  });

  it('keeps uploads on disk unless a bucket is configured with its keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'market' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ S3_BUCKET: 'market', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).s3).toEqual({
      bucket: 'market',
      region: 'us-east-1',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      publicUrl: 'https://s3.us-east-1.amazonaws.com/market',
    });
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
