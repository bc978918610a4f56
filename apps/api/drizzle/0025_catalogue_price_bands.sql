-- Price bands: a price edit moved `sort:price`, and every list sorted or filtered by price (about 30 of the catalogue
-- bench's 193 URLs) was made again, two edits a second. It now also moves the bands of the old and the new price, and
-- such a list carries only the bands it depends on (cache-keys.ts, priceKeys): a page sorted by price ascending the
-- bands up to its last price, descending from it, a price filter its range. `sort:price` still moves, for the
-- remembered totals of lists filtered by price (count-invalidation.ts).
-- A band is a price's number of digits in cents (`price:4`: 10.00 to 99.99) and, inside it, its first digit
-- (`price:4.2`: 20.00 to 29.99); `price:0` for a price of zero or less. Both move, so that a list covers a whole
-- decade with one key and the decade it ends in with its first digits.
CREATE OR REPLACE FUNCTION catalogue_price_keys(cents integer) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN cents IS NULL OR cents <= 0 THEN ARRAY['price:0']
    ELSE ARRAY['price:' || length(cents::text), 'price:' || length(cents::text) || '.' || left(cents::text, 1)]
  END
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
    keys := keys || catalogue_price_keys(OLD.price_cents) || catalogue_price_keys(NEW.price_cents);
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
