// Deals: the process a proposal goes through from its sending, as one feature that proposals and disputes plug into.
// The table (process.ts), its moves (sending.ts, transitions.ts) and effects, the coins, the notices, the clocks and
// the history live here; proposals adds the writing of a proposal sent, its effects and the negotiation's
// (SendingEffects, PluggedEffects), disputes the case's, handed to runSendMove and runDealMove.
// Dependencies go one way: proposals and disputes use this file, and no source file here imports them (the tests that
// drive whole deals do).
export { announceProposalChange } from './announce.ts';
export { findDealsAwaiting } from './awaiting.ts';
export { refundDealCoins, releaseDealCoins } from './deal-coins.ts';
export { emailMember } from './deal-notices.ts';
export { autoCompleteJob, completionReminderJob, remindPayer } from './delivery.ts';
export { proposalExpiryJob, proposalReminderJob, remindAnswerer } from './expiry.ts';
export { disputeRecordOf, findHistories, type ProposalStepRecord } from './history.ts';
export { proposalAbilities } from './policy.ts';
export { type DealTransitionName, dealTransitions } from './process.ts';
export { allowSending, authorizeTerms, type SendFacts } from './send-policy.ts';
export { runSendMove, type SendingEffects } from './sending.ts';
export { autoCompleteProposal, expireProposal, lockDeal, runDealMove } from './transitions.ts';
export type { MoveInput, PluggedEffects, ProposalRow, Ruling, Step } from './types.ts';
export { disputableUntil } from './window.ts';
