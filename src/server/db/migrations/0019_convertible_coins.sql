-- Only coins earned in deals convert to cash. A member's convertible coins start as what the ledger says they earned
-- in deals (credits an admin has not reversed) less what they converted (conversions not reversed), never more than
-- their available coins nor below zero: what they spent before this came out of it only as far as it had to.
ALTER TABLE "users" ADD COLUMN "convertible_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "convertible_coins" = greatest(0, least("users"."dragon_coins", (
  SELECT coalesce(sum(CASE WHEN "entry"."type" = 'received' THEN "entry"."amount" ELSE -"entry"."amount" END), 0)
  FROM "ledger_entries" AS "entry"
  WHERE "entry"."user_id" = "users"."id"
    AND "entry"."currency" = 'coins'
    AND (("entry"."kind" IN ('deal', 'release') AND "entry"."type" = 'received')
      OR ("entry"."kind" = 'conversion' AND "entry"."type" = 'sent'))
    AND NOT EXISTS (SELECT 1 FROM "ledger_entries" AS "reversal" WHERE "reversal"."reverses_id" = "entry"."id")
)));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_convertible_coins_check" CHECK ("users"."convertible_coins" >= 0 AND "users"."convertible_coins" <= "users"."dragon_coins");
