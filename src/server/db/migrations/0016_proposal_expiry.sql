ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_action_check";--> statement-breakpoint
ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_status_check";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_status_check";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "proposal_expiry_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_action_check" CHECK ("proposal_steps"."action" IN ('send', 'accept', 'decline', 'cancel', 'expire', 'complete'));--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_status_check" CHECK ("proposal_steps"."status" IN ('pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" IN ('pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_proposal_expiry_days_check" CHECK ("platform_settings"."proposal_expiry_days" BETWEEN 1 AND 90);--> statement-breakpoint
-- Proposals already pending when expiry arrived get the default 14 days from now, not from their sending, so none
-- expires the moment this runs.
INSERT INTO "scheduled_jobs" ("kind", "key", "run_at")
SELECT 'proposal.expire', "id"::text, now() + interval '14 days' FROM "proposals" WHERE "status" = 'pending'
ON CONFLICT ("kind", "key") DO NOTHING;
