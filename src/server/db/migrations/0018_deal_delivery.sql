ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_action_check";--> statement-breakpoint
ALTER TABLE "proposal_steps" DROP CONSTRAINT "proposal_steps_status_check";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_status_check";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "auto_complete_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_action_check" CHECK ("proposal_steps"."action" IN ('send', 'accept', 'decline', 'cancel', 'expire', 'deliver', 'complete', 'auto-complete'));--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_status_check" CHECK ("proposal_steps"."status" IN ('pending', 'accepted', 'delivered', 'declined', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" IN ('pending', 'accepted', 'delivered', 'declined', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_auto_complete_days_check" CHECK ("platform_settings"."auto_complete_days" BETWEEN 1 AND 30);