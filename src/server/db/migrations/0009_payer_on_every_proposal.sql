-- Every proposal records who pays (the sender on a service, the listing's owner on a request), not only coin ones:
-- the dashboard's earnings need the payee of cash deals too, even after the listing is deleted.
UPDATE "proposals" AS "p"
SET "payer_id" = CASE WHEN "o"."kind" = 'request' THEN "p"."receiver_id" ELSE "p"."sender_id" END
FROM "offers" AS "o"
WHERE "o"."id" = "p"."offer_id" AND "p"."payer_id" IS NULL;
