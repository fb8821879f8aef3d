ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "listing_lifetime_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" IN ('active', 'paused', 'pending', 'rejected', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_listing_lifetime_days_check" CHECK ("platform_settings"."listing_lifetime_days" BETWEEN 7 AND 365);--> statement-breakpoint
-- Listings already live get the default lifetime from today, and the jobs that remind their owner and expire them.
UPDATE "offers" SET "expires_at" = now() + interval '90 days' WHERE "status" IN ('active', 'paused');--> statement-breakpoint
INSERT INTO "scheduled_jobs" ("kind", "key", "run_at")
  SELECT 'listing.expire', "id"::text, "expires_at" FROM "offers" WHERE "expires_at" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "scheduled_jobs" ("kind", "key", "run_at")
  SELECT 'listing.expiry-reminder', "id"::text, "expires_at" - interval '7 days' FROM "offers" WHERE "expires_at" IS NOT NULL
  ON CONFLICT DO NOTHING;
