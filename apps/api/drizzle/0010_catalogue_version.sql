-- The catalogue's version (apps/api/src/catalogue/catalogue-version.ts): moved on by every transaction that changes
-- products, their variants or categories, whoever writes (an API instance, the sweeper, a script, psql), in that
-- same transaction: readers see the new version exactly when they can see the change. The version is the sum of 16
-- counters, each writer moving its connection's own (pg_backend_pid() % 16), so concurrent writers on different
-- connections never wait for each other; the trigger runs at commit (deferred), once per transaction, and this row
-- is the last lock a writer takes (no deadlock can involve it).
CREATE TABLE "catalogue_state" (
	"shard" integer PRIMARY KEY NOT NULL CHECK ("shard" >= 0 AND "shard" < 16),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("shard") SELECT generate_series(0, 15);
--> statement-breakpoint
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('teranga.catalogue_changed', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('teranga.catalogue_changed', txid_current()::text, true);
    UPDATE catalogue_state SET version = version + 1 WHERE shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_truncated" AFTER TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
