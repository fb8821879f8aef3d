// Every message id the app may ask for is one of the English catalogs' (decision 056): an id that is not there, or
// no longer there, fails the type check.
import type app from './app/messages/en.json';
import type components from './components/messages/en.json';

type MessageId = keyof typeof app | keyof typeof components;

declare global {
  // react-intl reads the ids' type from this namespace.
  namespace FormatjsIntl {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merged into react-intl's own
    interface Message {
      ids: MessageId;
    }
  }
}
