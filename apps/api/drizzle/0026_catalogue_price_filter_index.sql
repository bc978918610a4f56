-- Migrations run in one transaction: the catalogue's deferred triggers (0023) may still hold events from an earlier
-- migration's writes to products, and PostgreSQL refuses to index a table with pending trigger events. They fire now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
DROP INDEX "products_status_price_idx";--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("status","seller_hidden","price_cents","id");
