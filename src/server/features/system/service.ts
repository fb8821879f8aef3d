import type { HealthReport } from '#shared/schemas/system.ts';
import type { DatabaseHandle } from '../../db/client.ts';

export async function checkHealth(database: Pick<DatabaseHandle, 'ping'>): Promise<HealthReport> {
  const up = await database.ping();
  return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
}
