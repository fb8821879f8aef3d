-- Clearing and debts (docs/decisions/032-clearing-and-debts.md). Coins released before this migration count as
-- cleared: their convertible coins stay as they are, and nobody owes anything, so no row needs a backfill.
CREATE TABLE "coin_clearings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"coins" integer NOT NULL,
	"clears_at" timestamp with time zone NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_clearings_coins_check" CHECK ("coin_clearings"."coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_currency_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clearing_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "debt_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coin_clearings" ADD CONSTRAINT "coin_clearings_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_clearings" ADD CONSTRAINT "coin_clearings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_clearings_proposal_user_idx" ON "coin_clearings" USING btree ("proposal_id","user_id");--> statement-breakpoint
CREATE INDEX "coin_clearings_user_idx" ON "coin_clearings" USING btree ("user_id","clears_at") WHERE "coin_clearings"."coins" > 0;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('purchase', 'conversion', 'deal', 'hold', 'release', 'refund', 'withdrawal', 'reversal', 'adjustment', 'repayment'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_currency_check" CHECK ("ledger_entries"."currency" IN ('cash', 'coins', 'held', 'debt'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clearing_coins_check" CHECK ("users"."clearing_coins" >= 0 AND "users"."convertible_coins" + "users"."clearing_coins" <= "users"."dragon_coins");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_debt_coins_check" CHECK ("users"."debt_coins" >= 0 AND ("users"."debt_coins" = 0 OR "users"."dragon_coins" = 0));