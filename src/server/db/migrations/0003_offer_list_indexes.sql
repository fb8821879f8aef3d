DROP INDEX "offers_category_status_created_at_idx";--> statement-breakpoint
DROP INDEX "offers_kind_status_created_at_idx";--> statement-breakpoint
DROP INDEX "offers_status_created_at_idx";--> statement-breakpoint
DROP INDEX "offers_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "offers_category_kind_status_created_at_idx" ON "offers" USING btree ("category","kind","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_kind_status_created_at_id_idx" ON "offers" USING btree ("kind","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_status_created_at_idx" ON "offers" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_user_id_created_at_idx" ON "offers" USING btree ("user_id","created_at" DESC NULLS FIRST);