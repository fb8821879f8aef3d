// Disputes: what other features use of them. The deal process (proposals) carries out the dispute effects and shows
// each deal's latest dispute; the admin's Users tab counts each member's; the deal process's property test rules;
// the dashboard lists the cases waiting for a member.
export { findDisputesAwaiting } from './awaiting.ts';
export { type DisputeCounts, countMemberDisputes } from './counts.ts';
export { resolveDispute } from './desk.ts';
export { disputeEffects, type Ruling } from './effects.ts';
export { type DisputeRecord, findLatestDisputes, presentDispute } from './read.ts';
export { disputableUntil } from './window.ts';
