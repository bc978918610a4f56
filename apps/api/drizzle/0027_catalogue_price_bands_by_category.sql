-- Narrower price bands, and a category's own. Under the catalogue bench's writes (2 price edits a second), about 23
-- lists were made again each second, all for their price bands: a band was a price's first digit, so a page of a
-- category sorted by price descending whose last price was 147.03 EUR depended on every price from 100.00 EUR, and the
-- bands were the whole shop's, so an edit in one category dropped the price pages of all the others.
-- A band now goes one digit further inside the decade a list ends in (`price:5.14`: 140.00 to 149.99 EUR), and every
-- band is also moved under the product's category (`c:<category id>/price:5.14`): a list of one category carries its
-- category's bands (cache-keys.ts, priceKeys). A price moves at most 3 bands, under the shop and under its category.
DROP FUNCTION IF EXISTS catalogue_price_keys(integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_price_keys(cents integer, category text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT bands || CASE WHEN category IS NULL THEN '{}'::text[]
    ELSE ARRAY(SELECT 'c:' || category || '/' || band FROM unnest(bands) AS band) END
  FROM (SELECT CASE
    WHEN cents IS NULL OR cents <= 0 THEN ARRAY['price:0']
    WHEN cents < 10 THEN ARRAY['price:1', 'price:1.' || cents::text]
    ELSE ARRAY['price:' || length(cents::text), 'price:' || length(cents::text) || '.' || left(cents::text, 1),
      'price:' || length(cents::text) || '.' || left(cents::text, 2)]
  END AS bands) AS price
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF OLD.price_cents IS DISTINCT FROM NEW.price_cents THEN
    keys := keys || catalogue_price_keys(OLD.price_cents, OLD.category_id::text)
      || catalogue_price_keys(NEW.price_cents, NEW.category_id::text);
  END IF;
  IF catalogue_stock_state(OLD.track_quantity, OLD.quantity, OLD.low_stock_threshold, OLD.allow_backorder)
    IS DISTINCT FROM catalogue_stock_state(NEW.track_quantity, NEW.quantity, NEW.low_stock_threshold, NEW.allow_backorder)
    OR OLD.track_quantity IS DISTINCT FROM NEW.track_quantity OR OLD.allow_backorder IS DISTINCT FROM NEW.allow_backorder THEN
    keys := keys || ARRAY[product, 'sort:stock'];
  END IF;
  IF OLD.rating_average IS DISTINCT FROM NEW.rating_average OR OLD.rating_count IS DISTINCT FROM NEW.rating_count THEN
    keys := keys || ARRAY[product, 'sort:rating'];
  END IF;
  IF to_jsonb(OLD) - quiet IS DISTINCT FROM to_jsonb(NEW) - quiet THEN
    keys := keys || ARRAY[product];
  END IF;
  PERFORM catalogue_touch(keys);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Answers kept under the old bands (HTTP caches) would miss the new ones' moves: everything is made again once.
SELECT catalogue_touch(ARRAY['all']);
