CREATE TABLE "ledger_entries" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"seller_id" char(24) NOT NULL,
	"order_id" char(24) NOT NULL,
	"part_id" char(24) NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"seller_id" char(24),
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"part_id" char(24),
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "part_id" char(24);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "part_id" char(24);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" char(24);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_part_kind_key" ON "ledger_entries" USING btree ("part_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "order_parts_order_idx" ON "order_parts" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_parts_seller_idx" ON "order_parts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_part_key" ON "refunds" USING btree ("part_id") WHERE "refunds"."part_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_late_payment_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'late-payment';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing orders become one part per seller of their lines (the shop's own products: seller null), with the
-- order's status; ids are made from the order and the seller so the migration is the same on every database.
INSERT INTO "order_parts" ("id", "order_id", "seller_id", "status", "subtotal_cents", "position", "created_at", "updated_at")
SELECT substr(md5(l."order_id" || coalesce(l."seller_id", 'shop')), 1, 24), l."order_id", l."seller_id", o."status",
  sum(l."unit_price_cents" * l."quantity"), min(l."position"), o."created_at", o."updated_at"
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
GROUP BY l."order_id", l."seller_id", o."status", o."created_at", o."updated_at";--> statement-breakpoint
UPDATE "order_lines" SET "part_id" = substr(md5("order_id" || coalesce("seller_id", 'shop')), 1, 24);--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "part_id" SET NOT NULL;--> statement-breakpoint
-- Paid parts already owed to their sellers: the ledger starts with them, at the default commission (10 %).
INSERT INTO "ledger_entries" ("id", "seller_id", "order_id", "part_id", "kind", "amount_cents", "commission_cents", "net_cents", "created_at")
SELECT substr(md5(p."id" || 'sale'), 1, 24), p."seller_id", p."order_id", p."id", 'sale', p."subtotal_cents",
  round(p."subtotal_cents" * 10 / 100.0)::int, p."subtotal_cents" - round(p."subtotal_cents" * 10 / 100.0)::int,
  coalesce(o."paid_at", o."created_at")
FROM "order_parts" p JOIN "orders" o ON o."id" = p."order_id"
WHERE p."seller_id" IS NOT NULL AND p."status" IN ('processing', 'shipped', 'delivered');--> statement-breakpoint
-- Products of sellers already refused leave the storefront.
UPDATE "products" SET "seller_hidden" = true
WHERE "seller_id" IN (SELECT "id" FROM "users" WHERE "seller_status" IN ('rejected', 'suspended'));
--> statement-breakpoint
-- Size rows now keep the stock (checkout takes from them). Until now only the product's total moved, so rows that do
-- not add up to it (sold since, or made by the seller form without stock) are set from it: spread evenly, the
-- remainder (or units owed on backorder) on the first row.
WITH "sized" AS (
  SELECT "product_id", count(*)::int AS "n", sum("quantity")::int AS "total"
  FROM "product_variants" WHERE "type" = 'size' GROUP BY "product_id"
), "ranked" AS (
  SELECT v."id", s."n", p."quantity", row_number() OVER (PARTITION BY v."product_id" ORDER BY v."id") AS "rn"
  FROM "product_variants" v
  JOIN "sized" s ON s."product_id" = v."product_id"
  JOIN "products" p ON p."id" = v."product_id"
  WHERE v."type" = 'size' AND s."total" <> p."quantity"
)
UPDATE "product_variants" SET "quantity" = CASE
    WHEN r."quantity" <= 0 THEN CASE WHEN r."rn" = 1 THEN r."quantity" ELSE 0 END
    ELSE r."quantity" / r."n" + CASE WHEN r."rn" = 1 THEN r."quantity" % r."n" ELSE 0 END
  END
FROM "ranked" r WHERE r."id" = "product_variants"."id";
