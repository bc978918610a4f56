-- Sales no longer move `sort:sold` (migration 0023 moved it on every paid order, dropping every list by popularity and
-- every search, whose relevance ties are broken by sales, ten times a second at ten orders a second). A list ordered
-- by sales is remembered at most a minute instead (SALES_ORDER_MS, apps/api/src/catalogue/response-cache.ts): a
-- shopper sees no count of sales, only an order that follows them within that minute.
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
