// The app's messages in English, for tests of the functions that word things through an intl object rather than a
// component (a component test renders with src/web/test/render.tsx, which provides the same catalog).
import { createIntl } from 'react-intl';
import english from 'virtual:messages/en';

export const englishIntl = createIntl({ locale: 'en', messages: english as never });
