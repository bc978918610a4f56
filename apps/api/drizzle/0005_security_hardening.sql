ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_applications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_last_decision" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seller_decided_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "seller_applications" = 1, "seller_applied_at" = "created_at" WHERE "seller_status" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "seller_last_decision" = "seller_status", "seller_decided_at" = "updated_at" WHERE "seller_status" IN ('approved', 'rejected');
