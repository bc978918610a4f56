-- Per-key catalogue versions (apps/api/src/catalogue/catalogue-version.ts), replacing the one global version of 0010.
-- Every remembered answer and drawn page knows the keys it was made from (`p:<product id>`, `c:<category id>`,
-- `list:all`, `sort:price`, ...); a write moves only the keys of what a shopper can see change, in the writer's own
-- transaction and whoever writes (an API instance, the sweeper, a script, psql), so readers see a key's new version
-- exactly when they can see the change.
--
-- catalogue_clock is the transaction's version: a writer takes it (row lock) at commit, in a deferred trigger, so
-- versions become visible in the order they were given; a reader that sees clock N therefore sees every key moved at
-- a version <= N, and any later write gets a version > N. The clock row is the first lock of the commit phase and key
-- rows are only locked by its holder: no deadlock can involve them.
DROP TRIGGER IF EXISTS "products_catalogue_changed" ON "products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_catalogue_changed" ON "product_variants";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_catalogue_changed" ON "categories";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_truncated" ON "products";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_variants_catalogue_truncated" ON "product_variants";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_catalogue_truncated" ON "categories";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_catalogue_changed" ON "users";
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalogue_changed();
--> statement-breakpoint
DROP TABLE IF EXISTS "catalogue_state";
--> statement-breakpoint
CREATE TABLE "catalogue_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_clock" DEFAULT VALUES;
--> statement-breakpoint
CREATE TABLE "catalogue_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	-- The application_name of the connection that moved it last: an API instance's pool (`teranga-api:<id>`) purges
	-- HTTP caches of its own moves; the others' moves (scripts, psql) are purged by every instance.
	"moved_by" text
);
--> statement-breakpoint
CREATE INDEX "catalogue_keys_version_idx" ON "catalogue_keys" ("version");
--> statement-breakpoint
-- Moves `keys` to this transaction's version. Call it only at commit (from a DEFERRABLE INITIALLY DEFERRED constraint
-- trigger): called earlier, the clock would stay locked for the rest of the transaction.
CREATE FUNCTION catalogue_touch(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  mark text := current_setting('teranga.catalogue_version', true);
  txn text := txid_current()::text;
  stamp bigint;
BEGIN
  IF keys IS NULL OR cardinality(keys) = 0 THEN
    RETURN;
  END IF;
  IF mark IS NOT NULL AND split_part(mark, ':', 1) = txn THEN
    stamp := split_part(mark, ':', 2)::bigint;
  ELSE
    UPDATE catalogue_clock SET version = version + 1 RETURNING version INTO stamp;
    PERFORM set_config('teranga.catalogue_version', txn || ':' || stamp, true);
  END IF;
  INSERT INTO catalogue_keys (key, version, moved_by)
    SELECT DISTINCT k, stamp, current_setting('application_name') FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET version = EXCLUDED.version, moved_by = EXCLUDED.moved_by
      WHERE catalogue_keys.version < EXCLUDED.version;
END
$$;
--> statement-breakpoint
-- What a shopper sees of a product row's stock: in stock, limited (low), sold out.
CREATE FUNCTION catalogue_stock_state(track boolean, quantity integer, threshold integer, backorder boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN track AND quantity <= 0 AND NOT backorder THEN 'out'
    WHEN track AND quantity > 0 AND quantity <= threshold THEN 'low'
    ELSE 'in'
  END
$$;
--> statement-breakpoint
-- A product row's keys: `p:<id>` when its answers change, `list:all` when a listing may gain, lose or reorder it
-- (shown or hidden, category, name and searched words, featured, new, sizes, colours), `sort:price`, `sort:stock`,
-- `sort:rating`, `sort:sold` for the lists sorted or filtered by those. A stock change that leaves the shopper's
-- state as it was (quantity, updated_at alone) moves nothing.
CREATE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown_before boolean := TG_OP <> 'INSERT' AND OLD.status = 'active' AND NOT OLD.seller_hidden;
  shown_after boolean := TG_OP <> 'DELETE' AND NEW.status = 'active' AND NOT NEW.seller_hidden;
  product text := 'p:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text;
  keys text[] := '{}';
  quiet text[] := ARRAY['quantity', 'sold', 'updated_at', 'price_cents', 'compare_price_cents', 'cost_cents',
    'rating_average', 'rating_count', 'track_quantity', 'low_stock_threshold', 'allow_backorder', 'search_vector'];
BEGIN
  IF NOT shown_before AND NOT shown_after THEN
    -- Never public: only its (uncached) 404s and the seller's own views, which are never remembered.
    PERFORM catalogue_touch(ARRAY[product]);
    RETURN NULL;
  END IF;
  IF shown_before IS DISTINCT FROM shown_after THEN
    PERFORM catalogue_touch(ARRAY[product, 'list:all']);
    RETURN NULL;
  END IF;
  IF OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.is_new IS DISTINCT FROM NEW.is_new OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.sizes IS DISTINCT FROM NEW.sizes OR OLD.colors IS DISTINCT FROM NEW.colors THEN
    keys := keys || ARRAY[product, 'list:all'];
  END IF;
  IF OLD.price_cents IS DISTINCT FROM NEW.price_cents OR OLD.compare_price_cents IS DISTINCT FROM NEW.compare_price_cents THEN
    keys := keys || ARRAY[product, 'sort:price'];
  END IF;
  IF catalogue_stock_state(OLD.track_quantity, OLD.quantity, OLD.low_stock_threshold, OLD.allow_backorder)
    IS DISTINCT FROM catalogue_stock_state(NEW.track_quantity, NEW.quantity, NEW.low_stock_threshold, NEW.allow_backorder)
    OR OLD.track_quantity IS DISTINCT FROM NEW.track_quantity OR OLD.allow_backorder IS DISTINCT FROM NEW.allow_backorder THEN
    keys := keys || ARRAY[product, 'sort:stock'];
  END IF;
  IF OLD.rating_average IS DISTINCT FROM NEW.rating_average OR OLD.rating_count IS DISTINCT FROM NEW.rating_count THEN
    keys := keys || ARRAY[product, 'sort:rating'];
  END IF;
  IF OLD.sold IS DISTINCT FROM NEW.sold THEN
    keys := keys || ARRAY['sort:sold'];
  END IF;
  IF to_jsonb(OLD) - quiet IS DISTINCT FROM to_jsonb(NEW) - quiet THEN
    keys := keys || ARRAY[product];
  END IF;
  PERFORM catalogue_touch(keys);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A variant row's keys: its product's page, unless only its stock moved within what a shopper sees (a size in stock,
-- limited or sold out).
CREATE FUNCTION catalogue_variant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet text[] := ARRAY['quantity', 'reserved'];
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) - quiet = to_jsonb(NEW) - quiet
    AND catalogue_stock_state(true, OLD.quantity, OLD.low_stock_threshold, false)
      = catalogue_stock_state(true, NEW.quantity, NEW.low_stock_threshold, false) THEN
    RETURN NULL;
  END IF;
  PERFORM catalogue_touch(ARRAY['p:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END)::text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A category row's keys: its own (`c:<id>`, on its page, its listings and the products in it) and the list of
-- categories.
CREATE FUNCTION catalogue_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(ARRAY['c:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text, 'categories']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A seller's row (migration 0021): product answers name their seller and shop answers show the seller's words, all
-- tagged `s:<seller id>`. Hiding a seller's products moves their own keys (products.seller_hidden).
CREATE FUNCTION catalogue_seller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(ARRAY['s:' || NEW.id::text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE (tests, scripts): everything.
CREATE FUNCTION catalogue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_touch(ARRAY['all']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_keys" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_product_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_keys" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_variant_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_keys" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_category_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_catalogue_keys" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (
  OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
  OR OLD."shop_slug" IS DISTINCT FROM NEW."shop_slug" OR OLD."shop_description" IS DISTINCT FROM NEW."shop_description"
  OR OLD."seller_status" IS DISTINCT FROM NEW."seller_status" OR OLD."role" IS DISTINCT FROM NEW."role"
) EXECUTE FUNCTION catalogue_seller_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_truncated" AFTER TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
