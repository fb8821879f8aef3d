// Every message id the app may ask for is one of the English catalogs' (decision 056): an id that is not there, or
// no longer there, fails the type check. An area with a catalog of its own is named here.
import type accounts from './features/accounts/messages/en.json';
import type admin from './features/admin/messages/en.json';
import type app from './app/messages/en.json';
import type categoryBlurbs from './components/category-blurbs/messages/en.json';
import type components from './components/messages/en.json';
import type dashboard from './features/dashboard/messages/en.json';
import type deals from './features/deals/messages/en.json';
import type disputes from './features/disputes/messages/en.json';
import type favourites from './features/favourites/messages/en.json';
import type feedback from './features/feedback/messages/en.json';
import type listings from './features/listings/messages/en.json';
import type marketplace from './features/marketplace/messages/en.json';
import type members from './features/members/messages/en.json';
import type messaging from './features/messaging/messages/en.json';
import type notifications from './features/notifications/messages/en.json';
import type proposals from './features/proposals/messages/en.json';
import type savedSearches from './features/saved-searches/messages/en.json';
import type staticPages from './features/static-pages/messages/en.json';
import type wallet from './features/wallet/messages/en.json';

type MessageId =
  | keyof typeof accounts
  | keyof typeof admin
  | keyof typeof app
  | keyof typeof categoryBlurbs
  | keyof typeof components
  | keyof typeof dashboard
  | keyof typeof deals
  | keyof typeof disputes
  | keyof typeof favourites
  | keyof typeof feedback
  | keyof typeof listings
  | keyof typeof marketplace
  | keyof typeof members
  | keyof typeof messaging
  | keyof typeof notifications
  | keyof typeof proposals
  | keyof typeof savedSearches
  | keyof typeof staticPages
  | keyof typeof wallet;

declare global {
  // react-intl reads the ids' type from this namespace.
  namespace FormatjsIntl {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into react-intl's own
    interface Message {
      ids: MessageId;
    }
  }
}
