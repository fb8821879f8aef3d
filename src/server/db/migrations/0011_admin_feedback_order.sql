DROP INDEX "feedback_created_at_idx";--> statement-breakpoint
CREATE INDEX "feedback_created_at_id_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);