ALTER TABLE "events" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "events_broadcast_idx" ON "events" USING btree ("id") WHERE "events"."user_id" IS NULL;