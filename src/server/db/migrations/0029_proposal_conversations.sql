-- Sending a proposal opens the two members' conversation, where its versions are cards (decision 035). Pairs who
-- dealt by proposal before that get theirs now, started when their first proposal was sent, so the Messages list
-- shows their proposals' steps and the versions waiting for an answer.
INSERT INTO "conversations" ("participant_a", "participant_b", "created_at")
SELECT LEAST("sender_id", "receiver_id"), GREATEST("sender_id", "receiver_id"), min("created_at")
FROM "proposals"
WHERE "sender_id" IS NOT NULL AND "receiver_id" IS NOT NULL
GROUP BY LEAST("sender_id", "receiver_id"), GREATEST("sender_id", "receiver_id")
ON CONFLICT DO NOTHING;
