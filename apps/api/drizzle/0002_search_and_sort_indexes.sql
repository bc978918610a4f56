DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_category_status_idx";--> statement-breakpoint
DROP INDEX "products_status_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (teranga_product_document(name, subcategory, brand, tags, material, description)) STORED;--> statement-breakpoint
CREATE INDEX "products_status_sold_idx" ON "products" USING btree ("status","sold","id");--> statement-breakpoint
CREATE INDEX "products_status_rating_idx" ON "products" USING btree ("status","rating_average","id");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_status_idx" ON "products" USING btree ("category_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price_cents","id");