import type { IntlShape } from 'react-intl';
import { defaultSuspensionReason } from '#shared/constants.ts';

/**
 * A suspension's reason as a reader reads it: the server's default ('Admin action', kept in English) in the page's
 * language, an admin's own words as written.
 */
export const readSuspensionReason = (reason: string, intl: IntlShape): string =>
  reason === defaultSuspensionReason ? intl.formatMessage({ id: 'components.suspension.defaultReason' }) : reason;
