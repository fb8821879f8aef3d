// A member's typical reply delay in words, as marketplaces put it: rounded up to the next plain bracket.
const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

const brackets = [
  [hour, 'members.responseTime.withinHour'],
  [6 * hour, 'members.responseTime.withinHours'],
  [day, 'members.responseTime.withinDay'],
  [3 * day, 'members.responseTime.withinDays'],
] as const;

type ResponseTimeMessageId =
  (typeof brackets)[number][1] | 'members.responseTime.longer' | 'members.responseTime.unknown';

/** What formats the words: the app's intl (useIntl), or a catalog's lookup in a test. */
type Formatter = { formatMessage: (descriptor: { id: ResponseTimeMessageId }) => string };

export function describeResponseTime(seconds: number | null, intl: Formatter): string {
  if (seconds === null) return intl.formatMessage({ id: 'members.responseTime.unknown' });
  const id = brackets.find(([limit]) => seconds <= limit)?.[1] ?? 'members.responseTime.longer';
  return intl.formatMessage({ id });
}
