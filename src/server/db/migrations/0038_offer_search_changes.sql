-- Which listings changed in a way a search sees, for each server process's search index to catch up on (decision
-- 062): one row per listing a statement made, took out of, or changed on the market, with the transaction that did
-- it. A process reads the rows from the oldest transaction still open when it last looked (pg_snapshot_xmin), so a
-- change committed late is read too. A view counted changes nothing here.
CREATE TABLE offer_search_changes (
  offer_id uuid NOT NULL,
  changed_txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX offer_search_changes_txid_idx ON offer_search_changes (changed_txid);--> statement-breakpoint
CREATE INDEX offer_search_changes_at_idx ON offer_search_changes (changed_at);--> statement-breakpoint
CREATE FUNCTION offers_search_changes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_search_changes (offer_id) SELECT id FROM new_offers WHERE status = 'active';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION offers_search_changes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_search_changes (offer_id)
    SELECT n.id FROM new_offers n JOIN old_offers o ON o.id = n.id
    WHERE (o.status = 'active' OR n.status = 'active')
      AND (o.status, o.kind, o.category, o.title, o.description, o.price_cash_cents, o.price_coins, o.payment_types,
           o.rating_sum, o.review_count, o.created_at)
        IS DISTINCT FROM
          (n.status, n.kind, n.category, n.title, n.description, n.price_cash_cents, n.price_coins, n.payment_types,
           n.rating_sum, n.review_count, n.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION offers_search_changes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_search_changes (offer_id) SELECT id FROM old_offers WHERE status = 'active';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER offers_search_changes_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_search_changes_inserted();--> statement-breakpoint
CREATE TRIGGER offers_search_changes_update AFTER UPDATE ON offers REFERENCING NEW TABLE AS new_offers OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_search_changes_updated();--> statement-breakpoint
CREATE TRIGGER offers_search_changes_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_search_changes_deleted();
