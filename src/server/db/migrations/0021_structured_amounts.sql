-- Prices and cash amounts become structured (decision 027). The old free text is parsed where it plainly states one
-- sum ('$50', '$25/hour', '50 per hour', '100 DC', '$250 or 2,500 DC', 'Negotiable'); anything else stays, whole,
-- as the note of a 'negotiable' price (or of the proposal's amount), so it still shows as it did. A cash sum counts
-- only where cash is taken, and a price in both needs one unit on both sides.
ALTER TABLE "offers" ALTER COLUMN "price" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_cash_cents" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_coins" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_unit" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "cash_amount_cents" integer;--> statement-breakpoint
UPDATE "offers" SET "price_cash_cents" = "parsed"."cash", "price_coins" = "parsed"."coins", "price_unit" = "parsed"."unit", "price" = ''
FROM (
  SELECT "id", replace(m[1], ',', '')::bigint * 100 + coalesce(rpad(m[2], 2, '0'), '0')::bigint AS cash, replace(m[4], ',', '')::bigint AS coins, CASE WHEN 'item' IN (m[3], m[5]) THEN 'item' WHEN m[3] IS NOT NULL OR m[5] IS NOT NULL THEN 'hour' ELSE 'fixed' END AS unit, m[3] AS "cash_unit", m[5] AS "coins_unit"
  FROM (SELECT "id", regexp_match(lower(btrim("price")), '^(?:\$\s*|usd\s*)?(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})(?:\.(\d{1,2}))?(?:\s*usd)?(?:\s*(?:/|per|an?)\s*(hour|hr|h|item))?\s*(?:or|/)\s*(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})\s*(?:dc|dragon coins|coins)(?:\s*(?:/|per|an?)\s*(hour|hr|h|item))?$') AS m FROM "offers") AS "matched"
  WHERE m IS NOT NULL
) AS "parsed"
WHERE "offers"."id" = "parsed"."id" AND "parsed"."cash" BETWEEN 1 AND 100000000 AND "parsed"."coins" BETWEEN 1 AND 1000000
  AND ("parsed"."cash_unit" IS NULL OR "parsed"."coins_unit" IS NULL OR ("parsed"."cash_unit" = 'item') = ("parsed"."coins_unit" = 'item'));--> statement-breakpoint
UPDATE "offers" SET "price_cash_cents" = "parsed"."cash", "price_unit" = "parsed"."unit", "price" = ''
FROM (
  SELECT "id", replace(m[1], ',', '')::bigint * 100 + coalesce(rpad(m[2], 2, '0'), '0')::bigint AS cash, CASE WHEN 'item' IN (m[3]) THEN 'item' WHEN m[3] IS NOT NULL THEN 'hour' ELSE 'fixed' END AS unit
  FROM (SELECT "id", regexp_match(lower(btrim("price")), '^(?:\$\s*|usd\s*)?(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})(?:\.(\d{1,2}))?(?:\s*usd)?(?:\s*(?:/|per|an?)\s*(hour|hr|h|item))?$') AS m FROM "offers") AS "matched"
  WHERE m IS NOT NULL
) AS "parsed"
WHERE "offers"."id" = "parsed"."id" AND "parsed"."cash" BETWEEN 1 AND 100000000 AND 'cash' = ANY("offers"."payment_types");--> statement-breakpoint
UPDATE "offers" SET "price_coins" = "parsed"."coins", "price_unit" = "parsed"."unit", "price" = ''
FROM (
  SELECT "id", replace(m[1], ',', '')::bigint AS coins, CASE WHEN 'item' IN (m[2]) THEN 'item' WHEN m[2] IS NOT NULL THEN 'hour' ELSE 'fixed' END AS unit
  FROM (SELECT "id", regexp_match(lower(btrim("price")), '^(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})\s*(?:dc|dragon coins|coins)(?:\s*(?:/|per|an?)\s*(hour|hr|h|item))?$') AS m FROM "offers") AS "matched"
  WHERE m IS NOT NULL
) AS "parsed"
WHERE "offers"."id" = "parsed"."id" AND "parsed"."coins" BETWEEN 1 AND 1000000;--> statement-breakpoint
UPDATE "offers" SET "price_unit" = 'negotiable', "price" = CASE WHEN lower(btrim("price")) = 'negotiable' THEN '' ELSE btrim("price") END
WHERE "price_cash_cents" IS NULL AND "price_coins" IS NULL AND "price_unit" = 'fixed';--> statement-breakpoint
UPDATE "proposals" SET "cash_amount_cents" = "parsed"."cents", "amount" = NULL
FROM (
  SELECT "id", replace(m[1], ',', '')::bigint * 100 + coalesce(rpad(m[2], 2, '0'), '0')::bigint AS cents
  FROM (SELECT "id", regexp_match(lower(btrim("amount")), '^(?:\$\s*|usd\s*)?(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})(?:\.(\d{1,2}))?(?:\s*usd)?$') AS m FROM "proposals") AS "matched"
  WHERE m IS NOT NULL
) AS "parsed"
WHERE "proposals"."id" = "parsed"."id" AND "parsed"."cents" BETWEEN 1 AND 100000000 AND 'cash' = ANY("proposals"."payment_methods");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_unit_check" CHECK ("offers"."price_unit" IN ('fixed', 'hour', 'item', 'negotiable'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_cash_cents_check" CHECK ("offers"."price_cash_cents" IS NULL OR "offers"."price_cash_cents" > 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_coins_check" CHECK ("offers"."price_coins" IS NULL OR "offers"."price_coins" > 0);--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_cash_amount_check" CHECK ("proposals"."cash_amount_cents" IS NULL OR "proposals"."cash_amount_cents" > 0);
