CREATE INDEX "ledger_entries_created_at_id_idx" ON "ledger_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_description_trgm_idx" ON "ledger_entries" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_created_at_id_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_status_created_at_id_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_content_trgm_idx" ON "feedback" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_status_created_at_id_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);