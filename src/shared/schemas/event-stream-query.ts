// GET /api/events: its query and what it answers with. A browser's EventSource resumes with the Last-Event-ID
// header; the query parameter is for clients that cannot set headers.
import { z } from 'zod';

export const eventStreamQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'Last event id must be a number' })
    .optional(),
});

/** The stream itself: text/event-stream, never JSON. The events it carries are typed in ./events.ts. */
export const eventStreamSchema = z.string().meta({
  description:
    "A text/event-stream of the signed-in member's events: per event an `id:`, an `event:` (its type) and a " +
    '`data:` line (JSON); a `ready` event first, and comment lines as pings.',
});
