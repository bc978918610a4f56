ALTER TABLE "order_parts" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_parts" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Parts shipped or delivered before these columns: their dates come from their own events (the first of each).
UPDATE "order_parts" AS p SET "shipped_at" = e."at" FROM (
  SELECT "part_id", min("at") AS "at" FROM "order_events" WHERE "type" = 'shipped' AND "part_id" IS NOT NULL GROUP BY "part_id"
) AS e WHERE e."part_id" = p."id" AND p."shipped_at" IS NULL;--> statement-breakpoint
UPDATE "order_parts" AS p SET "delivered_at" = e."at" FROM (
  SELECT "part_id", min("at") AS "at" FROM "order_events" WHERE "type" = 'delivered' AND "part_id" IS NOT NULL GROUP BY "part_id"
) AS e WHERE e."part_id" = p."id" AND p."delivered_at" IS NULL;
