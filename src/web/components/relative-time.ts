import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { measureRelativeTime } from '#shared/relative-time.ts';

// 'Just now', '5 minutes ago', '1 day ago', then the date after 7 days (#shared/relative-time.ts measures which), in
// the page's language with its plurals.

/** How long ago `date` was at `now`, in words; after 7 days, the date as the reader's language writes it. */
export function describeRelativeTime(date: Date | string, now: Date, intl: IntlShape): string {
  const time = measureRelativeTime(date, now);
  switch (time.unit) {
    case 'now':
      return intl.formatMessage({ id: 'components.relativeTime.justNow' });
    case 'minute':
      return intl.formatMessage({ id: 'components.relativeTime.minutes' }, { count: time.count });
    case 'hour':
      return intl.formatMessage({ id: 'components.relativeTime.hours' }, { count: time.count });
    case 'day':
      return intl.formatMessage({ id: 'components.relativeTime.days' }, { count: time.count });
    case 'date':
      return intl.formatDate(time.date);
  }
}

/** describeRelativeTime in the page's language. */
export function useRelativeTime(): (date: Date | string, now: Date) => string {
  const intl = useIntl();
  return useCallback((date: Date | string, now: Date) => describeRelativeTime(date, now, intl), [intl]);
}
