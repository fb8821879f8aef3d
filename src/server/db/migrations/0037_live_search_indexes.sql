DROP INDEX "offers_payment_types_idx";--> statement-breakpoint
CREATE INDEX "offers_live_service_search_idx" ON "offers" USING gin ("search_vector") WHERE "offers"."status" = 'active' AND "offers"."kind" = 'service';--> statement-breakpoint
CREATE INDEX "offers_live_request_search_idx" ON "offers" USING gin ("search_vector") WHERE "offers"."status" = 'active' AND "offers"."kind" = 'request';