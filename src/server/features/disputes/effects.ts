// The effects of the dispute moves of the deal process (proposals/process.ts), carried out inside the move's
// transaction. IN PROGRESS: built by the disputes work of issue 23.
import type { DisputeOutcome } from '#shared/constants.ts';
import type { Effect } from '../proposals/service.ts';

/** An admin's ruling as the resolution moves carry it: the outcome, each side's coins, the note, and who ruled. */
export type Ruling = {
  disputeId: string;
  outcome: DisputeOutcome;
  /** The provider's part of a split; the payer gets the rest. */
  providerCoins?: number;
  note: string;
};

const notBuilt: Effect = () => Promise.reject(new Error('dispute effects are not built yet'));

export const disputeEffects = {
  'open the case': notBuilt,
  'close the case': notBuilt,
  'settle the coins': notBuilt,
  'notify both parties of the ruling': notBuilt,
  'email both parties of the ruling': notBuilt,
} satisfies Record<string, Effect>;
