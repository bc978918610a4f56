CREATE TABLE "reviews" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"product_id" char(24) NOT NULL,
	"order_line_id" char(24),
	"customer_id" char(24),
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" char(24),
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_key" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
-- A product's rating is now its visible reviews' average and count. No review exists yet, so figures no review backs
-- (the demo's generated ratings; sellers' products never had any) go back to none; a demo shop's products get demo
-- reviews on the next start instead (apps/api/src/demo/demo-reviews.ts), their rating computed from them.
UPDATE "products" SET "rating_average" = 0, "rating_count" = 0 WHERE "rating_count" <> 0 OR "rating_average" <> 0;
