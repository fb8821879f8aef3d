// The live event stream: one Server-Sent Events stream per signed-in tab. Browsers open it with EventSource, not
// through the api client; it is described here for the server's route and the OpenAPI document.
import { endpoint } from '../endpoint.ts';
import { eventStreamQuerySchema, eventStreamSchema } from '../schemas/event-stream-query.ts';

export const eventsEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/events',
    tag: 'events',
    summary: 'Realtime events of the signed-in member (text/event-stream)',
    access: 'member',
    // Open during maintenance, so members' tabs hear it end.
    allowDuringMaintenance: true,
    query: eventStreamQuerySchema,
    responses: { 200: eventStreamSchema },
  }),
};
