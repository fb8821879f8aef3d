// Disputes: what other features use of them. The deal process (proposals) carries out the dispute effects and shows
// each deal's latest dispute; the admin's Users tab counts each member's.
export { type DisputeCounts, countMemberDisputes } from './counts.ts';
export { disputeEffects, type Ruling } from './effects.ts';
export { type DisputeRecord, findLatestDisputes, presentDispute } from './read.ts';
export { disputableUntil } from './window.ts';
