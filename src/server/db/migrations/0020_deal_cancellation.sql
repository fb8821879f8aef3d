ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_action_check";--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "held_convertible_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cancel_requested_by_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_cancel_requested_by_id_users_id_fk" FOREIGN KEY ("cancel_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_cancelled_by_idx" ON "proposals" USING btree ("cancel_requested_by_id") WHERE "proposals"."status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('purchase', 'conversion', 'deal', 'hold', 'release', 'refund', 'withdrawal', 'reversal', 'adjustment'));--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_action_check" CHECK ("proposal_steps"."action" IN ('send', 'accept', 'decline', 'cancel', 'expire', 'deliver', 'complete', 'auto-complete', 'request-cancellation', 'decline-cancellation', 'agree-cancellation', 'cancel-deal'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_held_convertible_check" CHECK ("proposals"."held_convertible_coins" >= 0);