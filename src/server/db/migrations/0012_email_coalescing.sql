ALTER TABLE "email_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "coalesced_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_coalesce_idx" ON "email_outbox" USING btree ("to_address","coalesce_key","created_at") WHERE "email_outbox"."coalesce_key" IS NOT NULL;