// The shapes the wallet reads from the database, shared by its reads, rules and presenters.
import type { ledgerEntries, orders, withdrawals } from '../../db/schema/index.ts';
import type { DealEntryView } from './deal-entries.ts';
import type { ShownEntryStatus } from './entry-status.ts';

export type OrderRow = typeof orders.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type TransactionRow = typeof ledgerEntries.$inferSelect & {
  shownStatus: ShownEntryStatus;
  deal?: DealEntryView;
};
