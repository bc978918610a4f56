ALTER TABLE "users" ADD COLUMN "shop_slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_description" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_shop_slug_key" ON "users" USING btree ("shop_slug");--> statement-breakpoint
-- A seller's public shop address (/boutique/{slug}) is made from their name once, by the database itself, whichever
-- path makes them a seller (registration, a role switch, the demo shop, staff tools): lowercase ASCII words joined by
-- hyphens like apps/api/src/lib/slugify.ts; a name already taken gets the end of the seller's random id. It is never
-- remade afterwards (a renamed seller keeps their links), and a seller who switches back and forth keeps theirs.
CREATE OR REPLACE FUNCTION teranga_assign_shop_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  base := trim(BOTH '-' FROM left(regexp_replace(lower(unaccent(NEW.first_name || ' ' || NEW.last_name)), '[^a-z0-9]+', '-', 'g'), 60));
  IF base = '' THEN
    base := 'boutique';
  END IF;
  IF EXISTS (SELECT 1 FROM "users" WHERE "shop_slug" = base AND "id" <> NEW."id") THEN
    base := base || '-' || right(NEW."id", 6);
  END IF;
  NEW."shop_slug" := base;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_assign_shop_slug" BEFORE INSERT OR UPDATE OF "role" ON "users"
FOR EACH ROW WHEN (NEW."role" = 'seller' AND NEW."shop_slug" IS NULL)
EXECUTE FUNCTION teranga_assign_shop_slug();
--> statement-breakpoint
-- Existing sellers (the demo seller among them) get theirs now.
UPDATE "users" SET "role" = "role" WHERE "role" = 'seller' AND "shop_slug" IS NULL;
--> statement-breakpoint
-- Product answers name their seller and a shop answer shows the seller's words: a change to them moves the catalogue's
-- version (migration 0010) like a product change, so no remembered answer outlives it.
CREATE CONSTRAINT TRIGGER "users_catalogue_changed" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (
  OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
  OR OLD."shop_slug" IS DISTINCT FROM NEW."shop_slug" OR OLD."shop_description" IS DISTINCT FROM NEW."shop_description"
  OR OLD."seller_status" IS DISTINCT FROM NEW."seller_status" OR OLD."role" IS DISTINCT FROM NEW."role"
) EXECUTE FUNCTION catalogue_changed();
