// An alert a listing going live raises (publish.ts), in two steps: who it will tell, found first, so that
// publishOffer can take every alerted member's event lock at once and in order; then the telling. Returns how many
// members were told.
export type PreparedAlert = { recipients: string[]; send: () => Promise<number> };

export const noAlert: PreparedAlert = { recipients: [], send: async () => 0 };

/** Which members a batch of a listing's alerts (alert-fan-out.ts) reaches: the next `size` after `after`. */
export type AlertBatch = { after: string | null; size: number };
