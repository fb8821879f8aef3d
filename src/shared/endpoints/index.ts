// Every endpoint of the API: the web's typed client reads `ApiEndpoint` (a type-only import, so no zod reaches the
// browser's entry chunk); the OpenAPI test checks that each one is served and documented.
import type { Endpoint } from '../endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { adminEndpoints } from './admin.ts';
import { currenciesEndpoints } from './currencies.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { disputesEndpoints } from './disputes.ts';
import { eventsEndpoints } from './events.ts';
import { favouritesEndpoints } from './favourites.ts';
import { feedbackEndpoints } from './feedback.ts';
import { membersEndpoints } from './members.ts';
import { messagingEndpoints } from './messaging.ts';
import { notificationsEndpoints } from './notifications.ts';
import { offersEndpoints } from './offers.ts';
import { proposalsEndpoints } from './proposals.ts';
import { pushEndpoints } from './push.ts';
import { savedSearchesEndpoints } from './saved-searches.ts';
import { supportEndpoints } from './support.ts';
import { systemEndpoints } from './system.ts';
import { uploadsEndpoints } from './uploads.ts';
import { walletEndpoints } from './wallet.ts';

type ValuesOf<T> = T[keyof T];

export type ApiEndpoint =
  | ValuesOf<typeof accountsEndpoints>
  | ValuesOf<typeof adminEndpoints>
  | ValuesOf<typeof currenciesEndpoints>
  | ValuesOf<typeof dashboardEndpoints>
  | ValuesOf<typeof disputesEndpoints>
  | ValuesOf<typeof eventsEndpoints>
  | ValuesOf<typeof favouritesEndpoints>
  | ValuesOf<typeof feedbackEndpoints>
  | ValuesOf<typeof membersEndpoints>
  | ValuesOf<typeof messagingEndpoints>
  | ValuesOf<typeof notificationsEndpoints>
  | ValuesOf<typeof offersEndpoints>
  | ValuesOf<typeof proposalsEndpoints>
  | ValuesOf<typeof pushEndpoints>
  | ValuesOf<typeof savedSearchesEndpoints>
  | ValuesOf<typeof supportEndpoints>
  | ValuesOf<typeof systemEndpoints>
  | ValuesOf<typeof uploadsEndpoints>
  | ValuesOf<typeof walletEndpoints>;

export const apiEndpoints: readonly Endpoint[] = [
  ...Object.values(accountsEndpoints),
  ...Object.values(adminEndpoints),
  ...Object.values(currenciesEndpoints),
  ...Object.values(dashboardEndpoints),
  ...Object.values(disputesEndpoints),
  ...Object.values(eventsEndpoints),
  ...Object.values(favouritesEndpoints),
  ...Object.values(feedbackEndpoints),
  ...Object.values(membersEndpoints),
  ...Object.values(messagingEndpoints),
  ...Object.values(notificationsEndpoints),
  ...Object.values(offersEndpoints),
  ...Object.values(proposalsEndpoints),
  ...Object.values(pushEndpoints),
  ...Object.values(savedSearchesEndpoints),
  ...Object.values(supportEndpoints),
  ...Object.values(systemEndpoints),
  ...Object.values(uploadsEndpoints),
  ...Object.values(walletEndpoints),
];
