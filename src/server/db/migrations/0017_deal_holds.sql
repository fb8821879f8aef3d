-- Held coins: a coins deal's coins set aside at acceptance. No coins move here: a deal accepted before this has no
-- hold and its completion pays from the payer's available coins, as it did.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_currency_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('purchase', 'conversion', 'deal', 'hold', 'release', 'withdrawal', 'reversal', 'adjustment'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" IN ('cash', 'coins', 'held'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_held_coins_check" CHECK ("users"."held_coins" >= 0);