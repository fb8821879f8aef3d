/** Which members a batch of a listing's alerts (alert-fan-out.ts) reaches: the next `size` after `after`. */
export type AlertBatch = { after: string | null; size: number };
