CREATE TABLE "proposal_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_steps_action_check" CHECK ("proposal_steps"."action" IN ('send', 'accept', 'decline', 'cancel', 'complete')),
	CONSTRAINT "proposal_steps_status_check" CHECK ("proposal_steps"."status" IN ('pending', 'accepted', 'declined', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_steps" ADD CONSTRAINT "proposal_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_steps_proposal_created_at_idx" ON "proposal_steps" USING btree ("proposal_id","created_at");--> statement-breakpoint
-- The history of the proposals made before it was kept: each was sent by its sender, and one no longer pending got
-- to its state by the step that leads there (accepted or declined by the receiver, withdrawn by the sender,
-- completed by the payer). A completed deal's acceptance was never dated, so it gets no step rather than a guess.
INSERT INTO "proposal_steps" ("proposal_id", "actor_id", "action", "status", "created_at")
SELECT "id", "sender_id", 'send', 'pending', "created_at" FROM "proposals"
UNION ALL
SELECT
	"id",
	CASE "status" WHEN 'cancelled' THEN "sender_id" WHEN 'completed' THEN "payer_id" ELSE "receiver_id" END,
	CASE "status"
		WHEN 'accepted' THEN 'accept' WHEN 'declined' THEN 'decline' WHEN 'cancelled' THEN 'cancel' ELSE 'complete'
	END,
	"status",
	CASE WHEN "status" = 'completed' THEN coalesce("completed_at", "updated_at") ELSE "updated_at" END
FROM "proposals"
WHERE "status" <> 'pending';
