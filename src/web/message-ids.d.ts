// Every message id the app may ask for is one of the English catalogs' (decision 056): an id that is not there, or
// no longer there, fails the type check. An area with a catalog of its own is named here.
import type app from './app/messages/en.json';
import type components from './components/messages/en.json';
import type favourites from './features/favourites/messages/en.json';
import type marketplace from './features/marketplace/messages/en.json';
import type members from './features/members/messages/en.json';
import type staticPages from './features/static-pages/messages/en.json';

type MessageId =
  | keyof typeof app
  | keyof typeof components
  | keyof typeof favourites
  | keyof typeof marketplace
  | keyof typeof members
  | keyof typeof staticPages;

declare global {
  // react-intl reads the ids' type from this namespace.
  namespace FormatjsIntl {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into react-intl's own
    interface Message {
      ids: MessageId;
    }
  }
}
