// Disputes: what other features use of them. The deal process (deals) takes the dispute effects from here through
// the moves disputes runs; the proposal pages show each deal's latest dispute; the admin's Users tab counts each
// member's; the deal process's property test rules; the dashboard lists the cases waiting for a member.
export { findDisputesAwaiting } from './awaiting.ts';
export { type DisputeCounts, countMemberDisputes } from './counts.ts';
export { resolveDispute } from './desk.ts';
export { disputeEffects } from './effects.ts';
export { findLatestDisputes, presentDispute } from './read.ts';
export type { DisputeRecord } from './types.ts';
