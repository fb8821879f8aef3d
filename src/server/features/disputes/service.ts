// Disputes: what the deal process (proposals) uses of them. IN PROGRESS (issue 23).
export { disputeEffects, type Ruling } from './effects.ts';
export { type DisputeRecord, findLatestDisputes, presentDispute } from './read.ts';
export { disputableUntil } from './window.ts';
