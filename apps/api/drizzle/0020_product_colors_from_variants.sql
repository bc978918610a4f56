-- Products made by the seller form before issue 29 kept their colour rows as variants only: the product page's
-- swatches read `colors`, so those colours never showed. Each product without colours of its own gets its colour
-- rows' (name and shade, a neutral grey when none was given), once each, in the rows' order. Others are left as they are.
UPDATE "products" p
SET "colors" = derived.colors
FROM (
  SELECT first.product_id,
    jsonb_agg(jsonb_build_object('name', first.name, 'hex', first.hex) ORDER BY first.id) AS colors
  FROM (
    SELECT DISTINCT ON (v."product_id", lower(btrim(v."value")))
      v."product_id" AS product_id, v."id" AS id, btrim(v."value") AS name,
      coalesce(v."color_hex", '#cccccc') AS hex
    FROM "product_variants" v
    WHERE v."type" = 'color' AND btrim(v."value") <> ''
    ORDER BY v."product_id", lower(btrim(v."value")), v."id"
  ) first
  GROUP BY first.product_id
) derived
WHERE p."id" = derived.product_id AND p."colors" = '[]'::jsonb;
