// The health check's report: the same body with 200 (database up) and 503 (down).
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthReport = z.infer<typeof healthSchema>;
