// Web push requests are signed with a VAPID key pair (RFC 8292). Set in the environment, or made on first start and
// kept in DATA_DIR, as the auth secret is (auth-secret.ts), so `npm start` needs no configuration and browsers'
// subscriptions, made against the public key, survive restarts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

export function resolveVapidKeys(config: Pick<Config, 'vapidKeys' | 'dataDir'>): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // Only if no other process starting on the same directory wrote its pair first; then that one is kept.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  }
  return keys;
}
