CREATE TABLE "offer_revisions" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"title" text,
	"description" text,
	"category" text,
	"images" text[],
	"price_cash_cents" integer,
	"price_coins" integer,
	"price_unit" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_revisions_status_check" CHECK ("offer_revisions"."status" IN ('pending', 'rejected')),
	CONSTRAINT "offer_revisions_category_check" CHECK ("offer_revisions"."category" IS NULL OR "offer_revisions"."category" IN ('Design & Creative', 'Technology', 'Education & Tutoring', 'Repair & Maintenance', 'Delivery & Moving', 'Photography', 'Music & Audio', 'Food & Catering', 'Beauty & Wellness', 'Health & Fitness', 'Home & Garden', 'Business Services', 'Automotive Services', 'Pet Services', 'Legal Services', 'Writing & Translation', 'Event Planning', 'Virtual Assistance', 'Handyman Services', 'Language Lessons', 'Financial Consulting', 'Gaming Coaching')),
	CONSTRAINT "offer_revisions_price_unit_check" CHECK ("offer_revisions"."price_unit" IS NULL OR "offer_revisions"."price_unit" IN ('fixed', 'hour', 'item', 'negotiable')),
	CONSTRAINT "offer_revisions_price_check" CHECK ("offer_revisions"."price_unit" IS NOT NULL OR ("offer_revisions"."price_cash_cents" IS NULL AND "offer_revisions"."price_coins" IS NULL)),
	CONSTRAINT "offer_revisions_price_cash_cents_check" CHECK ("offer_revisions"."price_cash_cents" IS NULL OR "offer_revisions"."price_cash_cents" > 0),
	CONSTRAINT "offer_revisions_price_coins_check" CHECK ("offer_revisions"."price_coins" IS NULL OR "offer_revisions"."price_coins" > 0),
	CONSTRAINT "offer_revisions_title_check" CHECK ("offer_revisions"."title" IS NULL OR length(btrim("offer_revisions"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_revisions_status_submitted_at_idx" ON "offer_revisions" USING btree ("status","submitted_at");