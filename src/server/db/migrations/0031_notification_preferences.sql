CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" text NOT NULL,
	"push" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" IN ('messages', 'proposals', 'deals', 'disputes', 'reviews', 'saved', 'listings', 'wallet')),
	CONSTRAINT "notification_preferences_email_check" CHECK ("notification_preferences"."email" IN ('off', 'instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_start" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_end" smallint;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_held_idx" ON "email_outbox" USING btree ("to_address") WHERE "email_outbox"."status" = 'held';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" IN ('pending', 'sending', 'sent', 'failed', 'held', 'digested', 'skipped'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_quiet_hours_check" CHECK (("users"."quiet_hours_start" IS NULL) = ("users"."quiet_hours_end" IS NULL) AND "users"."quiet_hours_start" BETWEEN 0 AND 1439 AND "users"."quiet_hours_end" BETWEEN 0 AND 1439);