// What the demo's reviewers wrote, so a member's profile reads like one: a comment for each star rating the
// catalogue gives (3 to 5), picked in turn so neighbouring listings do not repeat each other.
const comments: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Exactly what I asked for, and a day earlier than promised. I will book again.',
    'Friendly, careful and clearly experienced. Everything was explained as we went.',
    'Went above and beyond: small extras I did not even think to ask for.',
    'Quick to reply, on time, and the result speaks for itself. Highly recommended.',
    'Made the whole thing easy. Clear price up front and no surprises.',
  ],
  4: [
    'Good work and fair price. Took a little longer than planned, but kept me updated.',
    'Very happy with the result; a couple of small details needed a second pass.',
    'Knows the craft well. Scheduling was a bit tricky, the work itself was great.',
  ],
  3: [
    'The job got done, though communication could have been quicker.',
    'Decent result for the price. I had to follow up a few times to get it finished.',
  ],
};

export function pickDemoReviewComment(rating: 3 | 4 | 5, index: number): string {
  const options = comments[rating];
  return options[index % options.length] ?? options[0] ?? '';
}
