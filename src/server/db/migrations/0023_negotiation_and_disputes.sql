CREATE TABLE "dispute_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"addressed_to_id" uuid,
	"body" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_entries_kind_check" CHECK ("dispute_entries"."kind" IN ('statement', 'question', 'answer'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"opened_by_id" uuid,
	"respondent_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"outcome" text,
	"provider_coins" integer,
	"payer_coins" integer,
	"resolution_note" text,
	"resolved_by_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" IN ('not delivered', 'not as described', 'payer unresponsive', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" IN ('open', 'withdrawn', 'resolved')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" IS NULL OR "disputes"."outcome" IN ('release', 'refund', 'split')),
	CONSTRAINT "disputes_provider_coins_check" CHECK ("disputes"."provider_coins" IS NULL OR "disputes"."provider_coins" >= 0),
	CONSTRAINT "disputes_payer_coins_check" CHECK ("disputes"."payer_coins" IS NULL OR "disputes"."payer_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "proposal_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author_id" uuid,
	"payment_methods" text[] NOT NULL,
	"cash_amount_cents" integer,
	"amount" text,
	"coin_amount" integer,
	"trade_description" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_versions_number_check" CHECK ("proposal_versions"."number" >= 1),
	CONSTRAINT "proposal_versions_coin_amount_check" CHECK ("proposal_versions"."coin_amount" IS NULL OR "proposal_versions"."coin_amount" > 0),
	CONSTRAINT "proposal_versions_cash_amount_check" CHECK ("proposal_versions"."cash_amount_cents" IS NULL OR "proposal_versions"."cash_amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_action_check";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "offered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "disputed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "dispute_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_entries" ADD CONSTRAINT "dispute_entries_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_entries" ADD CONSTRAINT "dispute_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_entries" ADD CONSTRAINT "dispute_entries_addressed_to_id_users_id_fk" FOREIGN KEY ("addressed_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_versions" ADD CONSTRAINT "proposal_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_entries_dispute_created_at_idx" ON "dispute_entries" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_idx" ON "disputes" USING btree ("proposal_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_status_created_at_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "disputes_proposal_id_idx" ON "disputes" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "disputes_opened_by_idx" ON "disputes" USING btree ("opened_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_versions_proposal_number_idx" ON "proposal_versions" USING btree ("proposal_id","number");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_offered_by_id_users_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_action_check" CHECK ("proposal_steps"."action" IN ('send', 'accept', 'decline', 'cancel', 'expire', 'deliver', 'complete', 'auto-complete', 'request-cancellation', 'decline-cancellation', 'agree-cancellation', 'cancel-deal', 'counter', 'open-dispute', 'withdraw-dispute', 'release-to-provider', 'refund-to-payer', 'split-coins'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_version_check" CHECK ("proposals"."version" >= 1);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_dispute_window_days_check" CHECK ("platform_settings"."dispute_window_days" BETWEEN 1 AND 90);--> statement-breakpoint
-- Every proposal so far has one version, its sender's, with the terms on its row.
UPDATE "proposals" SET "offered_by_id" = "sender_id";--> statement-breakpoint
INSERT INTO "proposal_versions" ("proposal_id", "number", "author_id", "payment_methods", "cash_amount_cents", "amount", "coin_amount", "trade_description", "note", "created_at")
SELECT "id", 1, "sender_id", "payment_methods", "cash_amount_cents", "amount", "coin_amount", "trade_description", NULL, "created_at" FROM "proposals";
