ALTER TABLE "payments" ADD COLUMN "webhook_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_webhook_token_key" ON "payments" USING btree ("webhook_token_hash") WHERE "payments"."webhook_token_hash" is not null;