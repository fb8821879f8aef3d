CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_offer_id_pk" PRIMARY KEY("saved_search_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"alert_in_app" boolean DEFAULT true NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_value_cents" integer GENERATED ALWAYS AS (coalesce(price_cash_cents, price_coins * 10)) STORED;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rating_average" real GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN rating_sum::real / review_count END) STORED;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_at_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favourites_offer_id_idx" ON "favourites" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."emailed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_idx" ON "saved_searches" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree (("filters" ->> 'kind'));--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_search_vector_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_kind_status_price_asc_idx" ON "offers" USING btree ("kind","status","price_value_cents","id");--> statement-breakpoint
CREATE INDEX "offers_kind_status_price_desc_idx" ON "offers" USING btree ("kind","status","price_value_cents" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_kind_status_rating_idx" ON "offers" USING btree ("kind","status","rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A listing's rating follows its reviews, whoever writes them.
CREATE FUNCTION reviews_keep_offer_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.offer_id IS NOT NULL THEN
    UPDATE offers SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1 WHERE id = NEW.offer_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.offer_id IS NOT NULL THEN
    UPDATE offers SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1 WHERE id = OLD.offer_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_offer_rating AFTER INSERT OR DELETE OR UPDATE OF rating, offer_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_offer_rating();--> statement-breakpoint
UPDATE offers SET rating_sum = r.total, review_count = r.reviews
  FROM (SELECT offer_id, sum(rating)::int AS total, count(*)::int AS reviews FROM reviews
        WHERE offer_id IS NOT NULL GROUP BY offer_id) r
  WHERE offers.id = r.offer_id;--> statement-breakpoint
-- The words 'Did you mean' suggests from: those of every listing that went live, once per statement, so a bulk
-- insert costs one pass and a view counted costs nothing.
CREATE FUNCTION offers_words_of_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_offers, regexp_split_to_table(lower(title || ' ' || description), '[^[:alpha:]]+') AS w
    WHERE new_offers.status = 'active' AND length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION offers_words_of_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM new_offers JOIN old_offers ON old_offers.id = new_offers.id,
      regexp_split_to_table(lower(new_offers.title || ' ' || new_offers.description), '[^[:alpha:]]+') AS w
    WHERE new_offers.status = 'active' AND length(w) BETWEEN 3 AND 40
      AND (old_offers.status <> 'active' OR old_offers.title <> new_offers.title
           OR old_offers.description <> new_offers.description)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_search_words_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_words_of_inserted();--> statement-breakpoint
CREATE TRIGGER offers_search_words_update AFTER UPDATE ON offers REFERENCING NEW TABLE AS new_offers OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_words_of_updated();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM offers, regexp_split_to_table(lower(title || ' ' || description), '[^[:alpha:]]+') AS w
  WHERE status = 'active' AND length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
