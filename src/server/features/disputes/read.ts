// Reading disputes for the proposal pages: each proposal's latest dispute with its case. IN PROGRESS (issue 23).
import type { DisputeView } from '#shared/schemas/disputes.ts';
import type { Executor } from '../../db/client.ts';
import type { Member } from '../../platform/guards.ts';

export type DisputeRecord = { id: string };

/** Each proposal's latest dispute, open or closed; a proposal never disputed maps to none. */
export async function findLatestDisputes(_db: Executor, _proposalIds: string[]): Promise<Map<string, DisputeRecord>> {
  return new Map();
}

/** A dispute as `viewer` (a party, or an admin) sees it. */
export function presentDispute(_record: DisputeRecord, _viewer: Member): DisputeView {
  throw new Error('disputes are not presented yet');
}
