// GET /api/events' query. A browser's EventSource resumes with the Last-Event-ID header; the query parameter is for
// clients that cannot set headers.
import { z } from 'zod';

export const eventStreamQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'Last event id must be a number' })
    .optional(),
});
