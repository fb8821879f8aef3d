// A member's typical reply delay in words, as marketplaces put it: rounded up to the next plain bracket.
const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

const brackets: [limitSeconds: number, words: string][] = [
  [hour, 'Usually replies within an hour'],
  [6 * hour, 'Usually replies within a few hours'],
  [day, 'Usually replies within a day'],
  [3 * day, 'Usually replies within a few days'],
];

export function describeResponseTime(seconds: number | null): string {
  if (seconds === null) return 'Not enough messages yet to tell how fast they reply';
  return brackets.find(([limit]) => seconds <= limit)?.[1] ?? 'Usually takes more than a few days to reply';
}
