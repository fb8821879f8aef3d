// Every endpoint of the API, for the web's typed client (type-only there) and the OpenAPI completeness test.
import type { Endpoint } from '../endpoint.ts';
import type { accountsEndpoints } from './accounts.ts';
import type { adminEndpoints } from './admin.ts';
import type { dashboardEndpoints } from './dashboard.ts';
import type { eventsEndpoints } from './events.ts';
import type { feedbackEndpoints } from './feedback.ts';
import type { messagingEndpoints } from './messaging.ts';
import type { notificationsEndpoints } from './notifications.ts';
import type { offersEndpoints } from './offers.ts';
import type { proposalsEndpoints } from './proposals.ts';
import type { supportEndpoints } from './support.ts';
import type { systemEndpoints } from './system.ts';
import type { uploadsEndpoints } from './uploads.ts';
import type { walletEndpoints } from './wallet.ts';

type ValuesOf<T> = T[keyof T];

export type ApiEndpoint =
  | ValuesOf<typeof accountsEndpoints>
  | ValuesOf<typeof adminEndpoints>
  | ValuesOf<typeof dashboardEndpoints>
  | ValuesOf<typeof eventsEndpoints>
  | ValuesOf<typeof feedbackEndpoints>
  | ValuesOf<typeof messagingEndpoints>
  | ValuesOf<typeof notificationsEndpoints>
  | ValuesOf<typeof offersEndpoints>
  | ValuesOf<typeof proposalsEndpoints>
  | ValuesOf<typeof supportEndpoints>
  | ValuesOf<typeof systemEndpoints>
  | ValuesOf<typeof uploadsEndpoints>
  | ValuesOf<typeof walletEndpoints>;

export type { Endpoint };
