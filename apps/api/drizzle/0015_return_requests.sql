CREATE TABLE "return_requests" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"order_id" char(24) NOT NULL,
	"part_id" char(24) NOT NULL,
	"customer_id" char(24),
	"seller_id" char(24),
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refusal_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_part_kind_key";--> statement-breakpoint
DROP INDEX "refunds_part_key";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "return_id" char(24);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" char(24);--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_part_id_order_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."order_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_seller_idx" ON "return_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_return_kind_key" ON "ledger_entries" USING btree ("return_id","kind") WHERE "ledger_entries"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_key" ON "refunds" USING btree ("return_id") WHERE "refunds"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_part_kind_key" ON "ledger_entries" USING btree ("part_id","kind") WHERE "ledger_entries"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_part_key" ON "refunds" USING btree ("part_id") WHERE "refunds"."part_id" is not null and "refunds"."return_id" is null;