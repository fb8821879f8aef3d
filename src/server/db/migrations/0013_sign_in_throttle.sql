CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_at_idx" ON "rate_limit_hits" USING btree ("resets_at_ms");