DROP INDEX "products_status_price_idx";--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("status","seller_hidden","price_cents","id");