// Environment parsed once into one typed object. Every variable is documented in .env.example.
import { z } from 'zod';

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
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    // Demo data is on by default everywhere except production.
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
  };
}
